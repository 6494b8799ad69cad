/**
 * An asset of one kind, chosen from all of them (every page, by code), typed to narrow:
 * "S-001 Cerro Alto Copper Mine". The parent of a new or moved asset, and a list's filter by parent.
 */
import { Select, type SelectProps } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { AssetType } from '@freeboard/shared/common/assets';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { assetChoicesQueryOptions } from '../../lib/assets/asset-summaries';
import { useTenantID } from '../../lib/session-context';

export function AssetSelect({ type, ...props }: { type: AssetType } & Omit<SelectProps, 'data'>) {
  const { t } = useTranslation('assets');
  const tenantID = useTenantID();
  const query = useInfiniteQuery(assetChoicesQueryOptions(tenantID, type));
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  // A choice among some of them is no choice: read on until every page is in.
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const data = useMemo(
    () =>
      (query.data?.pages ?? []).flatMap((page) =>
        page.summaries.map((asset) => ({ value: asset.assetID, label: `${asset.code} ${asset.name}` })),
      ),
    [query.data],
  );
  return (
    <Select
      searchable
      nothingFoundMessage={t('form.nothingFound')}
      comboboxProps={{ withinPortal: true }}
      {...props}
      data={data}
      placeholder={query.isPending ? t('form.loading') : props.placeholder}
    />
  );
}
