/**
 * The chevron that unfolds a row's details below it (a risk's controls, an activity entry's changes),
 * wired to the details region it shows (`rowDetailsID`) for assistive technology.
 */
import { ActionIcon } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import type { Row, RowData } from '@tanstack/react-table';
import type { ListFeatures } from './list-columns';
import { rowDetailsID } from './list-view-types';

export function RowDetailsToggle<Data extends RowData>({
  row,
  rowTestID,
  label,
}: {
  row: Row<ListFeatures, Data>;
  rowTestID: string;
  /** What pressing it does now ("Show controls of R-001", "Hide changes"). */
  label: string;
}) {
  const expanded = row.getIsExpanded();
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      aria-expanded={expanded}
      aria-controls={expanded ? rowDetailsID(rowTestID, row.id) : undefined}
      aria-label={label}
      title={label}
      onClick={() => row.toggleExpanded()}
    >
      <IconChevronRight
        size={18}
        aria-hidden
        style={{ transform: expanded ? 'rotate(90deg)' : undefined, transition: 'transform 150ms ease' }}
      />
    </ActionIcon>
  );
}
