/**
 * The sections an asset kind's record page gets from other features, from their declarations
 * (`-sections/`): each tab but Information, and the risk register under its facts.
 */
import type { AssetType } from '@freeboard/shared/common/assets';
import type { AssetRecord } from '../../components/assets/asset-pages-parts';
import type { AreaDefinition } from '../../lib/collection/area-definition';
import { sectionsOf } from './-sections/sections-of';

export const assetSections = (assetType: AssetType) => sectionsOf(assetType).renderSection;

export const assetRiskRegister = (assetType: AssetType) => sectionsOf(assetType).renderRelatedAlso;

/** The asset's definition with what other features show under its facts on Information. */
export function withRiskRegister<Record extends AssetRecord, Values, CreateInput, UpdateInput, Section extends string>(
  definition: AreaDefinition<Record, Values, CreateInput, UpdateInput, Section>,
  assetType: AssetType,
): AreaDefinition<Record, Values, CreateInput, UpdateInput, Section> {
  const related = assetRiskRegister(assetType);
  return {
    ...definition,
    renderRelated: (record, recordID) => (
      <>
        {definition.renderRelated?.(record, recordID)}
        {related?.(record, recordID)}
      </>
    ),
  };
}
