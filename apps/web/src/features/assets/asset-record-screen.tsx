/**
 * An infrastructure's, facility's or cross-section's record page from the kind's definition: the
 * record loaded (or not found), its code and name, the sections, and an Information section with
 * its details, the edit form, Delete and its history.
 */
import type { UseFormReturnType } from '@mantine/form';
import { useQuery, type FetchQueryOptions } from '@tanstack/react-query';
import type { AssetRef } from '@freeboard/shared/common/asset-ref.schemas';
import type { AssetType } from '@freeboard/shared/common/assets';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecordFormModel } from '../../lib/record-form-model';
import { useTenantID } from '../../lib/session-context';
import type { AssetWrites } from './api/asset-record-api';
import { assetHistoryFields } from './asset-history-fields';
import { AssetDeleteButton } from './asset-delete-button';
import { AssetEditForm } from './asset-edit-form';
import { AssetInformation } from './asset-information';
import { AssetRecordPage } from './asset-record-page';
import { AssetRecordView } from './asset-record-view';
import type { AssetSection } from './asset-section-content';

export interface AssetRecord {
  code: string;
  name: string;
  version: number;
  ancestors: AssetRef[];
}

export interface AssetDefinition<Record extends AssetRecord, Values, CreateInput, UpdateInput> {
  type: Exclude<AssetType, 'site'>;
  api: AssetWrites<Record, CreateInput, UpdateInput> & {
    detailOptions: (
      tenantID: string | null,
      recordID: string,
    ) => FetchQueryOptions<Record, Error, Record, AssetDetailKey>;
  };
  idOf: (record: Record) => string;
  sections: readonly [AssetSection, ...AssetSection[]];
  model: RecordFormModel<Record, Values, CreateInput, UpdateInput>;
  /** The empty form, with the parent preset when the page was opened from one. */
  emptyValues: (parentID: string | null) => Values;
  renderFields: (form: UseFormReturnType<Values>, mode: 'create' | 'edit') => ReactNode;
  renderDetails: (record: Record) => ReactNode;
  /** Beside the code: a warning such as a facility's missing review board. */
  renderBadges?: (record: Record) => ReactNode;
  /** Fields whose recorded values are choices, and the key prefix of their names (`phase` → `facilityPhases`). */
  historyChoices: { [field: string]: string };
}

/** A record's query key: `[area, tenantID, 'detail', recordID]`. */
type AssetDetailKey = readonly [string, string | null, 'detail', string];

export function AssetRecordScreen<Record extends AssetRecord, Values extends object, CreateInput, UpdateInput>({
  definition,
  assetID,
  onDeleted,
}: {
  definition: AssetDefinition<Record, Values, CreateInput, UpdateInput>;
  assetID: string;
  onDeleted: () => unknown;
}) {
  const { type, api } = definition;
  const { i18n } = useTranslation('assets');
  const tenantID = useTenantID();
  const detailOptions = api.detailOptions(tenantID, assetID);
  const query = useQuery({
    queryKey: detailOptions.queryKey,
    queryFn: detailOptions.queryFn,
    enabled: tenantID !== null,
  });
  const historyFields = useMemo(
    () => assetHistoryFields(i18n, 'assets', definition.historyChoices),
    [i18n, definition.historyChoices],
  );
  return (
    <AssetRecordView type={type} query={query}>
      {(record) => (
        <AssetRecordPage
          type={type}
          assetID={assetID}
          code={record.code}
          name={record.name}
          badges={definition.renderBadges?.(record)}
          sections={definition.sections}
          ancestors={record.ancestors}
          information={
            <AssetInformation
              type={type}
              assetID={assetID}
              ancestors={record.ancestors}
              details={definition.renderDetails(record)}
              renderEditForm={(onDone) => (
                <AssetEditForm
                  type={type}
                  recordID={assetID}
                  record={record}
                  api={api}
                  detailOptions={detailOptions}
                  model={definition.model}
                  renderFields={(form) => definition.renderFields(form, 'edit')}
                  onDone={onDone}
                />
              )}
              deleteButton={
                <AssetDeleteButton
                  type={type}
                  api={api}
                  record={{ id: assetID, code: record.code, name: record.name }}
                  onDeleted={onDeleted}
                />
              }
              history={{ keys: api.keys, fields: historyFields }}
            />
          }
        />
      )}
    </AssetRecordView>
  );
}
