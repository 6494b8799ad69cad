/**
 * The risk register: one row per risk, expanding to the risk's resolved controls. On a phone each
 * row stacks its ratings and critical-control status under the title instead of scrolling sideways.
 */
import { ActionIcon, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import type { Risk } from '@freeboard/shared/risks/risks.schemas';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompactLayout } from '../../../lib/use-compact-layout';
import { ControlsList, ControlsTable } from './controls-table';
import { CriticalControlSummary } from './critical-control-summary';
import { RiskRatingBadge } from './risk-rating-badge';

export function RisksTable({ risks }: { risks: readonly Risk[] }) {
  const { t } = useTranslation('risks');
  const compact = useCompactLayout();
  return (
    <Table.ScrollContainer minWidth={compact ? 0 : 860} type="native" pos="relative">
      <Table verticalSpacing="sm" highlightOnHover>
        <VisuallyHidden component="caption">{t('table.caption')}</VisuallyHidden>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={48}>
              <VisuallyHidden>{t('table.expand')}</VisuallyHidden>
            </Table.Th>
            {compact ? (
              <Table.Th>{t('table.risk')}</Table.Th>
            ) : (
              <>
                <Table.Th w={90}>{t('table.code')}</Table.Th>
                <Table.Th>{t('table.title')}</Table.Th>
                <Table.Th w={110}>{t('table.inherent')}</Table.Th>
                <Table.Th w={110}>{t('table.residual')}</Table.Th>
                <Table.Th w={90} ta="end">
                  {t('table.controls')}
                </Table.Th>
                <Table.Th w={250}>{t('table.criticalControls')}</Table.Th>
              </>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {risks.map((risk) => (
            <RiskRow key={risk.riskID} risk={risk} compact={compact} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function RiskRow({ risk, compact }: { risk: Risk; compact: boolean }) {
  const { t } = useTranslation('risks');
  const [expanded, setExpanded] = useState(false);
  const controlsID = useId();
  const label = t(expanded ? 'table.hideControls' : 'table.showControls', { code: risk.code });
  const background = expanded ? 'var(--mantine-color-default-hover)' : undefined;
  return (
    <>
      <Table.Tr data-testid="risk-row" bg={background}>
        <Table.Td style={{ verticalAlign: compact ? 'top' : undefined }}>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-expanded={expanded}
            aria-controls={expanded ? controlsID : undefined}
            aria-label={label}
            title={label}
            onClick={() => setExpanded((open) => !open)}
          >
            <IconChevronRight
              size={18}
              aria-hidden
              style={{ transform: expanded ? 'rotate(90deg)' : undefined, transition: 'transform 150ms ease' }}
            />
          </ActionIcon>
        </Table.Td>
        {compact ? (
          <Table.Td>
            <Stack gap={6}>
              <Text size="sm">
                <Text span fw={600} size="sm">
                  {risk.code}
                </Text>{' '}
                {risk.title}
              </Text>
              <Group gap="xs">
                <Group gap={4} wrap="nowrap">
                  <Text span size="xs" c="dimmed">
                    {t('table.inherent')}
                  </Text>
                  <RiskRatingBadge rating={risk.inherentRiskRating} />
                </Group>
                <Group gap={4} wrap="nowrap">
                  <Text span size="xs" c="dimmed">
                    {t('table.residual')}
                  </Text>
                  <RiskRatingBadge rating={risk.residualRiskRating} />
                </Group>
              </Group>
              <Group gap="xs">
                <Text span size="sm" c="dimmed">
                  {t('table.controlCount', { count: risk.controls.length })}
                </Text>
                <CriticalControlSummary controls={risk.controls} />
              </Group>
            </Stack>
          </Table.Td>
        ) : (
          <>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              <Text span fw={600} size="sm">
                {risk.code}
              </Text>
            </Table.Td>
            <Table.Td>{risk.title}</Table.Td>
            <Table.Td>
              <RiskRatingBadge rating={risk.inherentRiskRating} />
            </Table.Td>
            <Table.Td>
              <RiskRatingBadge rating={risk.residualRiskRating} />
            </Table.Td>
            <Table.Td ta="end">{risk.controls.length}</Table.Td>
            <Table.Td>
              <CriticalControlSummary controls={risk.controls} />
            </Table.Td>
          </>
        )}
      </Table.Tr>
      {expanded ? (
        <Table.Tr id={controlsID} bg={background}>
          {compact ? (
            <Table.Td colSpan={2} pt={0}>
              <ControlsList riskCode={risk.code} controls={risk.controls} />
            </Table.Td>
          ) : (
            <>
              <Table.Td />
              <Table.Td colSpan={6} pt={0} pb="md">
                <ControlsTable riskCode={risk.code} controls={risk.controls} />
              </Table.Td>
            </>
          )}
        </Table.Tr>
      ) : null}
    </>
  );
}
