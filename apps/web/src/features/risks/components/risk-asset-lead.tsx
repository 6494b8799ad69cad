import { Text } from '@mantine/core';
import type { AssetRef } from '@freeboard/shared/common/asset-ref.schemas';
import { useTranslation } from 'react-i18next';
import { AssetLink } from '../../../components/assets/asset-link';

/** Above the Documents section: whose documents they are, the asset the risk is about. */
export function RiskAssetLead({ asset }: { asset: AssetRef }) {
  const { t } = useTranslation('risks');
  return (
    <Text size="sm" c="dimmed">
      {t('documentsSection.lead')}{' '}
      <AssetLink type={asset.assetType} assetID={asset.assetID} size="sm">
        {asset.code} {asset.name}
      </AssetLink>
    </Text>
  );
}
