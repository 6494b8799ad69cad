/**
 * The documents of the asset a risk is on, under a line naming that asset; a risk on no asset says
 * so and leads to all documents.
 */
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RiskRecord } from '../../../features/risks/api/get-risks';
import { AssetDocumentsSection } from '../../../features/documents/components/asset-documents-section';
import { RiskAssetLead } from '../../../features/risks/components/risk-asset-lead';
import { recordSection } from '../../../lib/collection/record-section';

export const riskDocumentsSection = recordSection<Pick<RiskRecord, 'asset'>, 'risk'>({
  name: 'documents',
  on: ['risk'],
  render: ({ record, recordID }) =>
    record.asset ? (
      <Stack key={`${recordID}-documents`} gap="sm">
        <RiskAssetLead asset={record.asset} />
        <AssetDocumentsSection assetType={record.asset.assetType} assetID={record.asset.assetID} />
      </Stack>
    ) : (
      <NoAsset key={`${recordID}-documents`} />
    ),
});

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
