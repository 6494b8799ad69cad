import { Paper, Skeleton, Stack, Table, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export const skeletonRowCount = 8;

/** Placeholder rows shaped like the list they stand for, while its first page loads. */
export function ListSkeleton({ compact, columns, testID }: { compact: boolean; columns: number; testID: string }) {
  const { t } = useTranslation('common');
  const status = (
    <VisuallyHidden role="status" aria-live="polite">
      {t('loading')}
    </VisuallyHidden>
  );
  if (compact) {
    return (
      <Stack gap={8} aria-busy>
        {status}
        {Array.from({ length: skeletonRowCount }, (_, row) => (
          <Paper key={row} withBorder p="sm" data-testid={testID}>
            <Stack gap={8}>
              <Skeleton height={12} radius="sm" width="70%" />
              <Skeleton height={10} radius="sm" width="45%" />
              <Skeleton height={10} radius="sm" width="55%" />
            </Stack>
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <>
      {status}
      <Table verticalSpacing="sm" aria-busy aria-hidden>
        <Table.Tbody>
          {Array.from({ length: skeletonRowCount }, (_, row) => (
            <Table.Tr key={row} data-testid={testID}>
              {Array.from({ length: columns }, (_, column) => (
                <Table.Td key={column}>
                  <Skeleton height={12} radius="sm" width={`${45 + ((row * 7 + column * 13) % 35)}%`} />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}
