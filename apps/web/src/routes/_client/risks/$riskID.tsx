import { createFileRoute } from '@tanstack/react-router';
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AreaRecordScreen, type RenderSection } from '../../../components/collection/area-record-screen';
import { AssetDocumentsSection } from '../../../features/documents/components/asset-documents-section';
import { riskQueryOptions, type RiskRecord } from '../../../features/risks/api/get-risks';
import { RiskAssetLead } from '../../../features/risks/components/risk-asset-lead';
import { RecordActions } from '../../../features/actions/components/record-actions';
import { RiskControlsSection } from '../../../features/risks/components/risk-controls-section';
import { riskDefinition } from '../../../features/risks/risk-definition';
import { riskSections, type RiskSection } from '../../../features/risks/risk-sections';
import { rewriteSection, sectionSearchSchema } from '../../../lib/search-params';

export const Route = createFileRoute('/_client/risks/$riskID')({
  validateSearch: sectionSearchSchema(riskSections, riskSections[0]),
  beforeLoad: ({ location, search }) => rewriteSection(location, search.section),
  // Prefetch without waiting, so the page shows its own loading state (and its own "not found").
  loader: ({ context, params }) => {
    const tenantID = context.session.getTenantID();
    if (tenantID) void context.queryClient.prefetchQuery(riskQueryOptions(tenantID, params.riskID));
  },
  staticData: { crumb: 'risks:record' },
  component: Page,
});

/** The sections beside Information: the risk's own controls and actions, and its asset's documents. */
const riskSection: RenderSection<RiskRecord, RiskSection> = (section, risk, riskID) => {
  switch (section) {
    case 'controls':
      return <RiskControlsSection key={`${riskID}-controls`} risk={risk} />;
    case 'actions':
      return <RecordActions key={`${riskID}-actions`} from={{ source: 'risk', riskID }} />;
    case 'documents':
      return risk.asset ? (
        <Stack key={`${riskID}-documents`} gap="sm">
          <RiskAssetLead asset={risk.asset} />
          <AssetDocumentsSection assetType={risk.asset.assetType} assetID={risk.asset.assetID} />
        </Stack>
      ) : (
        <NoAsset key={`${riskID}-documents`} />
      );
  }
};

function NoAsset() {
  const { t } = useTranslation('risks');
  return (
    <Alert variant="light" color="gray" title={t('documentsSection.noAssetTitle')}>
      <Stack gap={4}>
        <Text size="sm">{t('documentsSection.noAsset')}</Text>
        <Anchor href="/documents/" size="sm">
          {t('documentsSection.allDocuments')}
        </Anchor>
      </Stack>
    </Alert>
  );
}

function Page() {
  const { riskID } = Route.useParams();
  const navigate = Route.useNavigate();
  return (
    <AreaRecordScreen
      definition={riskDefinition}
      recordID={riskID}
      renderSection={riskSection}
      onDeleted={() => navigate({ to: '/risks' })}
    />
  );
}
