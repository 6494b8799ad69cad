/**
 * Columns every asset list has: its code, its name linking to the record (with a line under it),
 * a parent named and linked from the row's ancestors, and its consequence class.
 */
import { Text } from '@mantine/core';
import type { AssetRef } from '@freeboard/shared/common/asset-ref.schemas';
import type { AssetType, ConsequenceClass } from '@freeboard/shared/common/assets';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { listColumnHelper, type ListColumn } from '../list-view/list-columns';
import { recordColumns } from '../list-view/record-columns';
import { assetPath } from '../../lib/assets/asset-kinds';
import { AssetLink } from './asset-link';
import { ConsequenceClassBadge } from './consequence-class-badge';

interface AssetRow {
  code: string;
  name: string;
  consequenceClass: ConsequenceClass | null;
}

/**
 * A parent of a row, as "code name" linking to it. On a phone it is text: the whole card opens the
 * row's own record, and a link inside it would catch taps meant for the card. `secondary` is a
 * quieter line under the nearest parent (the site under an infrastructure).
 */
export function AssetParentLink({
  asset,
  compact,
  secondary = false,
}: {
  asset: AssetRef | undefined;
  compact: boolean;
  secondary?: boolean;
}) {
  if (!asset) return null;
  const label = `${asset.code} ${asset.name}`;
  const size = secondary ? 'xs' : 'sm';
  if (compact || secondary) {
    return (
      <Text span size={size} c={secondary ? 'dimmed' : undefined} display="block">
        {label}
      </Text>
    );
  }
  return (
    <AssetLink type={asset.assetType} assetID={asset.assetID} size={size}>
      {label}
    </AssetLink>
  );
}

export function assetColumns<Row extends AssetRow>(
  t: TFunction,
  { type, idOf, subtitle }: { type: AssetType; idOf: (row: Row) => string; subtitle?: (row: Row) => ReactNode },
): { code: ListColumn<Row>; name: ListColumn<Row>; consequenceClass: ListColumn<Row> } {
  const column = listColumnHelper<Row>();
  return {
    ...recordColumns<Row>(t, { pathOf: (row) => assetPath(type, idOf(row)), subtitle }),
    consequenceClass: column.display({
      id: 'consequenceClass',
      header: t('fields.consequenceClass'),
      meta: { width: 170 },
      cell: ({ row }) => <ConsequenceClassBadge value={row.original.consequenceClass} />,
    }),
  };
}
