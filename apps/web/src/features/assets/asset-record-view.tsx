/** An asset's record page from its query: loading, not found (with the way back to its list), error, or the record. */
import type { UseQueryResult } from '@tanstack/react-query';
import type { AssetType } from '@freeboard/shared/common/assets';
import type { ReactNode } from 'react';
import { RecordQueryView } from '../../components/record-page/record-query-view';
import { assetKinds } from './asset-kinds';
import { useAssetText } from './use-asset-text';

export function AssetRecordView<Record>({
  type,
  query,
  children,
}: {
  type: AssetType;
  query: UseQueryResult<Record>;
  children: (record: Record) => ReactNode;
}) {
  const { t } = useAssetText(type);
  return (
    <RecordQueryView
      query={query}
      listPath={assetKinds[type].listPath}
      labels={{
        notFoundTitle: t('page.notFoundTitle'),
        notFound: t('page.notFound'),
        backToList: t('page.backToList'),
        error: t('page.error'),
        errorDescription: t('page.errorDescription'),
      }}
    >
      {children}
    </RecordQueryView>
  );
}
