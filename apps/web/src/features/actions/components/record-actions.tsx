/**
 * The actions raised from one record (a control, a risk), or recorded against an asset and those
 * below it: `GET /api/actions?controlID=…` (or `riskID=`, or `assetType=&assetId=`), each with its
 * code, title, state, owner and due date, and `Raise action` (`New action` on an asset) with the
 * source or the asset preset (`/actions/new?source=control&controlID=…`) for those who may create
 * actions.
 */
import { useAbility } from '@casl/react';
import { Anchor, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { IconPlus } from '@tabler/icons-react';
import type { AppAbility } from '@freeboard/shared/auth/abilities';
import type { AssetType } from '@freeboard/shared/common/assets';
import { useTranslation } from 'react-i18next';
import { ValueBadge } from '../../../components/collection/declared-fields';
import { MissingValue } from '../../../components/missing-value';
import { QueryError } from '../../../components/query-error';
import { formatDate } from '../../../lib/format-date';
import { useTenantID } from '../../../lib/session-context';
import { actionStatusColors } from '../action-area';
import { actionPages } from '../action-pages';
import { RecordTable } from '../../../components/record-table';

export type ActionSourceLink =
  | { source: 'control'; controlID: string }
  /** A risk's action is on the risk's asset too, where it has one. */
  | { source: 'risk'; riskID: string; asset?: { assetType: AssetType; assetID: string } | null }
  | { source: 'asset'; assetType: AssetType; assetID: string };

/** The list's filter, and what a new action starts with. */
function linkOf(from: ActionSourceLink) {
  switch (from.source) {
    case 'asset':
      return {
        filter: { assetType: from.assetType, assetId: from.assetID },
        preset: { assetType: from.assetType, assetID: from.assetID },
      };
    case 'control':
      return { filter: { controlID: from.controlID }, preset: from };
    case 'risk':
      return {
        filter: { riskID: from.riskID },
        preset: {
          source: from.source,
          riskID: from.riskID,
          ...(from.asset ? { assetType: from.asset.assetType, assetID: from.asset.assetID } : {}),
        },
      };
  }
}

export function RecordActions({ from }: { from: ActionSourceLink }) {
  const { t, i18n } = useTranslation('actions');
  const { t: common } = useTranslation('common');
  const tenantID = useTenantID();
  const ability = useAbility<AppAbility>();
  const { filter, preset } = linkOf(from);
  const query = useInfiniteQuery(actionPages.area.api.listOptions(tenantID, filter, 200));
  const actions = query.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <Paper withBorder p="lg" radius="md">
      <Group justify="space-between" mb="md" gap="sm">
        <Title order={2} size="h4">
          {t('title')}
        </Title>
        {ability.can('create', 'Action') ? (
          <Button
            component={Link}
            to="/actions/new"
            search={preset as never}
            leftSection={<IconPlus size={16} aria-hidden />}
            variant="light"
          >
            {t(from.source === 'asset' ? 'new.button' : 'related.raise')}
          </Button>
        ) : null}
      </Group>
      {query.isError ? (
        <QueryError
          title={t('list.error.title')}
          description={t('list.error.description')}
          retryLabel={common('list.retry')}
          retrying={query.isRefetching}
          onRetry={() => void query.refetch()}
        />
      ) : query.data === undefined ? (
        <Text size="sm" c="dimmed">
          {t('related.loading')}
        </Text>
      ) : actions.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t(`related.empty.${from.source}`)}
        </Text>
      ) : (
        <RecordTable
          minWidth={640}
          verticalSpacing="sm"
          aria-label={t('title')}
          columns={[t('fields.code'), t('fields.title'), t('fields.status'), t('fields.ownerID'), t('fields.dueDate')]}
        >
          {actions.map((action) => (
            <Table.Tr key={action.actionID} data-testid="action-row">
              <Table.Td fw={600} style={{ whiteSpace: 'nowrap' }}>
                {action.code}
              </Table.Td>
              <Table.Td>
                <Anchor component={Link} to={`/actions/${action.actionID}`} size="sm" fw={600}>
                  {action.title}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <ValueBadge color={actionStatusColors[action.status]}>
                  {t(`choices.status.${action.status}`)}
                </ValueBadge>
              </Table.Td>
              <Table.Td>{action.ownerName ?? <MissingValue>{common('record.notRecorded')}</MissingValue>}</Table.Td>
              <Table.Td>
                <Stack gap={2} align="flex-start">
                  {action.dueDate ? (
                    formatDate(action.dueDate, i18n.language)
                  ) : (
                    <MissingValue>{common('record.notRecorded')}</MissingValue>
                  )}
                  {action.overdue ? <ValueBadge color="red">{t('choices.overdue.true')}</ValueBadge> : null}
                </Stack>
              </Table.Td>
            </Table.Tr>
          ))}
        </RecordTable>
      )}
    </Paper>
  );
}
