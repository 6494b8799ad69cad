/**
 * An asset kind as an area (`lib/collection/area-definition.ts`): what the four kinds have alike is
 * filled in here from the kind (its path, ability subject, texts, the other kinds refreshed after a
 * write, where it sits and what it holds, its history's words), so each kind declares only its own.
 */
import type { AssetType } from '@freeboard/shared/common/assets';
import type { AreaDefinition, AreaText } from '../../lib/collection/area-definition';
import { historyFields } from '../../lib/collection/history-fields';
import { assetKinds } from '../../lib/assets/asset-kinds';
import { assetPagesParts, type AssetRecord } from './asset-pages-parts';

export type { AssetRecord };

/**
 * A site's texts are the `sites` namespace; the other kinds' are their own part of `assets`
 * (`assets:facility.…`), and their fields `assets:fields.…`.
 */
function assetText(type: AssetType): AreaText {
  return type === 'site'
    ? { namespace: 'sites', fieldsNamespace: 'sites' }
    : { namespace: 'assets', keyPrefix: type, fieldsNamespace: 'assets' };
}

type OwnParts<Record extends AssetRecord, Values, CreateInput, UpdateInput, Section extends string> = Omit<
  AreaDefinition<Record, Values, CreateInput, UpdateInput, Section>,
  'path' | 'subject' | 'text' | 'idOf' | 'refreshAlso' | 'renderRelated' | 'historyFields'
> & {
  /** Fields whose recorded values are choices, and the key prefix of their names (`phase` → `facilityPhases`). */
  historyChoices?: { [field: string]: string };
  /** Any other recorded value in words, such as a country code as its name. */
  historyValue?: (field: string, value: unknown, language: string) => string | undefined;
};

export function assetDefinition<Record extends AssetRecord, Values, CreateInput, UpdateInput, Section extends string>(
  type: AssetType,
  { historyChoices, historyValue, ...own }: OwnParts<Record, Values, CreateInput, UpdateInput, Section>,
): AreaDefinition<Record, Values, CreateInput, UpdateInput, Section> {
  const kind = assetKinds[type];
  const text = assetText(type);
  return {
    ...own,
    path: kind.listPath,
    subject: kind.subject,
    text,
    idOf: (record) => String((record as unknown as { [field: string]: unknown })[kind.idField]),
    ...assetPagesParts(type),
    historyFields: (i18n) =>
      historyFields(i18n, text.fieldsNamespace, historyChoices, (field, value) =>
        historyValue?.(field, value, i18n.language),
      ),
  };
}
