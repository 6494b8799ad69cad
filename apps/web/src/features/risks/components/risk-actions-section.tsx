/**
 * A risk's Actions section: the actions raised from it (`GET /api/actions?riskID=`), each linking
 * to its page, and `Raise action` for those who may create actions, which opens the new action
 * with the risk preset (`/actions/new?source=risk&riskID=…`).
 */
import { useAbility } from '@casl/react';
import { Anchor, Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { AppAbility } from '@freeboard/shared/auth/abilities';
import { useTranslation } from 'react-i18next';
import { MissingValue } from '../../../components/missing-value';
import { QueryError } from '../../../components/query-error';
import { formatDate } from '../../../lib/format-date';
import { useTenantID } from '../../../lib/session-context';
import type { RiskRecord } from '../api/get-risks';
import { riskActionsQueryOptions } from '../api/risk-links';

export function RiskActionsSection({ risk }: { risk: RiskRecord }) {
  const { t, i18n } = useTranslation('risks');
  const ability = useAbility<AppAbility>();
  const tenantID = useTenantID();
  const query = useQuery(riskActionsQueryOptions(tenantID, risk.riskID));
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={2} size="h4">
          {t('actionsSection.title')}
        </Title>
        {ability.can('create', 'Action') ? (
          <Button
            component={Link}
            to="/actions/new"
            // The actions area presets the new action from these (`/actions/new?source=risk&riskID=…`).
            search={{ source: 'risk', riskID: risk.riskID } as never}
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            {t('actionsSection.raise')}
          </Button>
        ) : null}
      </Group>
      {query.isError ? (
        <QueryError
          title={t('actionsSection.error')}
          description={t('error.description')}
          retryLabel={t('error.retry')}
          retrying={query.isRefetching}
          onRetry={() => void query.refetch()}
        />
      ) : !query.data ? (
        <Text size="sm" c="dimmed" role="status">
          {t('actionsSection.loading')}
        </Text>
      ) : query.data.data.length === 0 ? (
        <Paper withBorder p="md">
          <Text size="sm" c="dimmed">
            {t('actionsSection.empty')}
          </Text>
        </Paper>
      ) : (
        <Table.ScrollContainer minWidth={600}>
          <Table verticalSpacing="xs" striped aria-label={t('actionsSection.caption', { code: risk.code })}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('actionsSection.code')}</Table.Th>
                <Table.Th>{t('actionsSection.titleColumn')}</Table.Th>
                <Table.Th>{t('actionsSection.priority')}</Table.Th>
                <Table.Th>{t('actionsSection.status')}</Table.Th>
                <Table.Th>{t('actionsSection.dueDate')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {query.data.data.map((action) => (
                <Table.Tr key={action.actionID} data-testid="risk-action-row">
                  <Table.Td fw={600} style={{ whiteSpace: 'nowrap' }}>
                    <Anchor component={Link} to={`/actions/${encodeURIComponent(action.actionID)}`}>
                      {action.code}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{action.title}</Table.Td>
                  <Table.Td>{action.priority}</Table.Td>
                  <Table.Td>{t(`actionsSection.statuses.${action.status}`)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <Group gap={6} wrap="nowrap">
                      {action.dueDate ? formatDate(action.dueDate, i18n.language) : <MissingValue>–</MissingValue>}
                      {action.overdue ? (
                        <Badge color="red.9" variant="filled" autoContrast size="sm">
                          {t('controls.overdue')}
                        </Badge>
                      ) : null}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
