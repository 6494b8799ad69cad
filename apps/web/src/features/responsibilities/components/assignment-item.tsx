/** One responsibility: the person, their role, since when (and until when), and Remove for those who may. */
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { Assignment } from '@freeboard/shared/assignments/assignments.schemas';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format-date';
import type { AssignableAssetType } from '../api/responsibility-keys';
import { RemoveAssignmentButton } from './remove-assignment-button';

export type AssignmentState = 'current' | 'upcoming' | 'past';

interface AssignmentItemProps {
  assignment: Assignment;
  state: AssignmentState;
  assetType: AssignableAssetType;
  canRemove: boolean;
}

export function AssignmentItem({ assignment, state, assetType, canRemove }: AssignmentItemProps) {
  const { t, i18n } = useTranslation('responsibilities');
  const since = formatDate(assignment.since, i18n.language);
  const period = assignment.until
    ? t('list.period', { since, until: formatDate(assignment.until, i18n.language) })
    : t('list.since', { since });
  const past = state === 'past';
  return (
    <Paper component="li" withBorder radius="md" p="sm" data-testid="assignment-row" data-state={state}>
      <Group justify="space-between" align="center" wrap="nowrap" gap="sm">
        <Stack gap={2} miw={0}>
          <Group gap="xs" wrap="wrap">
            <Text fw={600} size="sm" c={past ? 'dimmed' : undefined}>
              {assignment.user.name}
            </Text>
            <Badge variant={past ? 'outline' : 'light'} color={past ? 'gray' : undefined} tt="none" radius="sm">
              {t(`roles.${assignment.role}`)}
            </Badge>
            {state === 'upcoming' ? (
              <Badge variant="outline" color="gray" tt="none" radius="sm">
                {t('list.upcoming')}
              </Badge>
            ) : null}
          </Group>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {assignment.user.email}
          </Text>
          <Text size="sm" c="dimmed">
            {period}
          </Text>
        </Stack>
        {canRemove ? <RemoveAssignmentButton assignment={assignment} assetType={assetType} /> : null}
      </Group>
    </Paper>
  );
}
