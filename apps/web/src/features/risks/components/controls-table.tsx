/** The resolved controls of one risk, shown when its row is expanded: a table, or a list on a phone. */
import { Badge, Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { Control } from '@freeboard/shared/risks/risks.schemas';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format-date';
import { ControlStatusBadge } from './control-status-badge';

interface ControlsProps {
  riskCode: string;
  controls: readonly Control[];
}

function NoControls() {
  const { t } = useTranslation('risks');
  return (
    <Text size="sm" c="dimmed" py="xs">
      {t('controls.empty')}
    </Text>
  );
}

function DueDate({ dueDate }: { dueDate: string | null }) {
  const { t, i18n } = useTranslation('risks');
  return <>{dueDate ? formatDate(dueDate, i18n.language) : t('controls.noDueDate')}</>;
}

function CriticalBadge() {
  const { t } = useTranslation('risks');
  return (
    <Badge color="red.9" variant="filled" autoContrast size="sm" miw="max-content">
      {t('controls.criticalYes')}
    </Badge>
  );
}

export function ControlsTable({ riskCode, controls }: ControlsProps) {
  const { t } = useTranslation('risks');
  if (controls.length === 0) return <NoControls />;
  return (
    <Table verticalSpacing={6} horizontalSpacing="sm" fz="sm" withRowBorders={false} captionSide="top">
      <Table.Caption ta="start" fw={600} c="var(--mantine-color-text)" mt={0} mb="xs">
        {t('controls.caption', { code: riskCode })}
      </Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('controls.code')}</Table.Th>
          <Table.Th>{t('controls.description')}</Table.Th>
          <Table.Th>{t('controls.priority')}</Table.Th>
          <Table.Th>{t('controls.proactiveOrReactive')}</Table.Th>
          <Table.Th>{t('controls.critical')}</Table.Th>
          <Table.Th>{t('controls.type')}</Table.Th>
          <Table.Th>{t('controls.status')}</Table.Th>
          <Table.Th>{t('controls.dueDate')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {controls.map((control) => (
          <Table.Tr key={control.controlID} data-testid="control-row">
            <Table.Td style={{ whiteSpace: 'nowrap' }} fw={600}>
              {control.code}
            </Table.Td>
            <Table.Td miw={220}>{control.description}</Table.Td>
            <Table.Td>{control.priority}</Table.Td>
            <Table.Td>{t(`controls.${control.proactiveOrReactive}`)}</Table.Td>
            <Table.Td>
              {control.critical ? (
                <CriticalBadge />
              ) : (
                <Text span size="sm" c="dimmed">
                  {t('controls.criticalNo')}
                </Text>
              )}
            </Table.Td>
            <Table.Td>{t(`controls.types.${control.type}`)}</Table.Td>
            <Table.Td>
              <ControlStatusBadge status={control.status} />
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              <DueDate dueDate={control.dueDate} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

export function ControlsList({ riskCode, controls }: ControlsProps) {
  const { t } = useTranslation('risks');
  const headingID = useId();
  if (controls.length === 0) return <NoControls />;
  return (
    <Stack gap="xs">
      <Text size="sm" fw={600} id={headingID}>
        {t('controls.caption', { code: riskCode })}
      </Text>
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-labelledby={headingID}>
        {controls.map((control) => (
          <Paper component="li" key={control.controlID} withBorder p="xs" data-testid="control-row">
            <Stack gap={6}>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text size="sm" fw={600}>
                  {control.code}
                </Text>
                <ControlStatusBadge status={control.status} />
              </Group>
              <Text size="sm">{control.description}</Text>
              <Group gap={6}>
                <Badge variant="outline" color="gray" size="sm">
                  {control.priority}
                </Badge>
                <Badge variant="outline" color="gray" size="sm" tt="none">
                  {t(`controls.${control.proactiveOrReactive}`)}
                </Badge>
                <Badge variant="outline" color="gray" size="sm" tt="none">
                  {t(`controls.types.${control.type}`)}
                </Badge>
                {control.critical ? <CriticalBadge /> : null}
              </Group>
              <Text size="xs" c="dimmed">
                {t('controls.dueDate')}: <DueDate dueDate={control.dueDate} />
              </Text>
            </Stack>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
