/**
 * The parent of a new or moved asset, chosen from the parent kind's list (every page of it, by
 * code), typed to narrow: "S-001 Cerro Alto Copper Mine". The same control filters lists by parent.
 */
import { Select, type SelectProps } from '@mantine/core';
import { useInfiniteQuery, type InfiniteData, type UseInfiniteQueryOptions } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useTenantID } from '../../lib/session-context';

interface ParentRecord {
  code: string;
  name: string;
}

/** The most records one list request may return (CONTRACT §9): few requests for a long list of parents. */
export const parentPageSize = 200;
export const parentQuery = { sort: 'code' } as const;

type ParentListOptions<Page, Key extends readonly unknown[]> = (
  tenantID: string | null,
) => UseInfiniteQueryOptions<Page, Error, InfiniteData<Page>, Key, string | null>;

/** A select of one parent kind, from that kind's list query and ID. */
export function parentSelect<
  Record extends ParentRecord,
  Page extends { data: Record[] },
  Key extends readonly unknown[],
>(listOptions: ParentListOptions<Page, Key>, idOf: (record: Record) => string) {
  return function AssetParentSelect(props: Omit<SelectProps, 'data'>) {
    const { t } = useTranslation('assets');
    const tenantID = useTenantID();
    const query = useInfiniteQuery(listOptions(tenantID));
    const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
    // A choice among some of them is no choice: read on until every page is in.
    useEffect(() => {
      if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
    }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
    const data = useMemo(
      () =>
        (query.data?.pages ?? []).flatMap((page) =>
          page.data.map((record) => ({ value: idOf(record), label: `${record.code} ${record.name}` })),
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
  };
}
