/**
 * The sections of an asset's record page other than Information, the same for the four kinds:
 * Criteria and Consequence rating (asset safety), Users (responsibilities, with adding a person from
 * users), Document (documents).
 * Composed here, in the routes, because each comes from another feature. (The `-` keeps this file
 * out of the route tree.)
 */
import type { AssetType } from '@freeboard/shared/common/assets';
import { NotAvailableNotice } from '../../components/not-available-notice';
import type { AssetRecord } from '../../components/assets/asset-pages-parts';
import type { RenderSection } from '../../components/collection/area-record-screen';
import { ConsequenceRatingSection } from '../../features/asset-safety/components/consequence-rating-section';
import { CriteriaSection } from '../../features/asset-safety/components/criteria-section';
import { AssetDocumentsSection } from '../../features/documents/components/asset-documents-section';
import { UsersSection } from '../../features/responsibilities/components/users-section';
import { InviteMemberButton } from '../../features/users/components/invite-member-button';
import type { AssetSection } from '../../lib/record-sections';
import type { AreaDefinition } from '../../lib/collection/area-definition';
import { RecordActions } from '../../features/actions/components/record-actions';
import { AssetOpenRisks } from '../../features/risks/components/asset-open-risks';

/**
 * An asset's open risks and its actions (from the risk register), its own and those of the assets
 * below it, under what it holds in Information.
 */
export function assetRiskRegister(assetType: AssetType) {
  return function AssetRiskRegister(_record: unknown, assetID: string) {
    return (
      <>
        <AssetOpenRisks assetType={assetType} assetID={assetID} />
        <RecordActions from={{ source: 'asset', assetType, assetID }} />
      </>
    );
  };
}

/** The asset's definition with its risk register (`assetRiskRegister`) under what it holds in Information. */
export function withRiskRegister<Record extends AssetRecord, Values, CreateInput, UpdateInput, Section extends string>(
  definition: AreaDefinition<Record, Values, CreateInput, UpdateInput, Section>,
  assetType: AssetType,
): AreaDefinition<Record, Values, CreateInput, UpdateInput, Section> {
  const riskRegister = assetRiskRegister(assetType);
  return {
    ...definition,
    renderRelated: (record, recordID) => (
      <>
        {definition.renderRelated?.(record, recordID)}
        {riskRegister(record, recordID)}
      </>
    ),
  };
}

/** The content of each section; a kind's declaration names which it has (`lib/record-sections.ts`). */
export function assetSections(assetType: AssetType): RenderSection<AssetRecord, string> {
  return function AssetSectionContent(section, record, assetID) {
    switch (section as Exclude<AssetSection, 'information'>) {
      case 'criteria':
        return (
          <CriteriaSection
            key={`${assetType}-${assetID}-criteria`}
            assetType={assetType}
            assetID={assetID}
            // The assets above it, site first: the criteria name where a value comes from.
            ancestors={record.ancestors ?? []}
          />
        );
      case 'consequence-rating':
        // Only cross-sections are rated; the classes above them follow from theirs.
        return assetType === 'cross-section' ? (
          <ConsequenceRatingSection key={`${assetID}-rating`} crossSectionID={assetID} />
        ) : (
          <NotAvailableNotice key={`${assetType}-${assetID}-rating`} />
        );
      case 'users':
        // Responsibilities are held for sites and facilities only (CONTRACT §9 "Assets").
        return assetType === 'site' || assetType === 'facility' ? (
          <UsersSection
            key={`${assetType}-${assetID}-users`}
            assetType={assetType}
            assetID={assetID}
            // Someone to assign who is not a member yet is added from the person picker.
            renderInvite={(choose) => <InviteMemberButton onAdded={choose} />}
          />
        ) : (
          <NotAvailableNotice key={`${assetType}-${assetID}-users`} />
        );
      case 'document':
        return (
          <AssetDocumentsSection key={`${assetType}-${assetID}-document`} assetType={assetType} assetID={assetID} />
        );
    }
  };
}
