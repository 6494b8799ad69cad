/**
 * The Users section of a site or facility (DOMAIN.md "Users section"): who holds which GISTM role
 * for it and since when, the current ones first and past ones folded away; for a facility that
 * needs an ITRB and has none, the gap above all. People who may change the asset assign and remove.
 */
import { useAbility } from '@casl/react';
import { Box, Button, Collapse, Group, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { AppAbility } from '@freeboard/shared/auth/abilities';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ListEmpty } from '../../../components/list-view/list-empty';
import { QueryError } from '../../../components/query-error';
import { useTenantID } from '../../../lib/session-context';
import { assignmentsQueryOptions } from '../api/get-assignments';
import type { AssignableAssetType } from '../api/responsibility-keys';
import { groupAssignments } from '../assignment-states';
import { AssignPersonButton, type RenderInvite } from './assign-person-button';
import { AssignmentItem } from './assignment-item';
import { ItrbGapAlert } from './itrb-gap-alert';

const listStyle = { listStyle: 'none', margin: 0, padding: 0 } as const;

export function UsersSection({
  assetType,
  assetID,
  renderInvite,
}: {
  assetType: AssignableAssetType;
  assetID: string;
  /** Beside the assign dialog's person picker: adding someone who is not a member yet. */
  renderInvite?: RenderInvite;
}) {
  const { t } = useTranslation('responsibilities');
  const tenantID = useTenantID();
  const ability = useAbility<AppAbility>();
  const subject = assetType === 'site' ? 'Site' : 'Facility';
  const canChange = ability.can('update', subject);
  // Ending a responsibility on record is a manager's decision, as deleting the asset is.
  const canRemove = ability.can('delete', subject);
  const headingID = useId();

  return (
    <Stack gap="md" component="section" aria-labelledby={headingID}>
      {assetType === 'facility' ? <ItrbGapAlert facilityID={assetID} canAssign={canChange} /> : null}
      <Group justify="space-between" align="flex-start" gap="sm">
        <div>
          <Title order={2} size="h4" id={headingID}>
            {t('title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t(`description.${assetType}`)}
          </Text>
        </div>
        {canChange ? <AssignPersonButton assetType={assetType} assetID={assetID} renderInvite={renderInvite} /> : null}
      </Group>
      <Assignments assetType={assetType} assetID={assetID} tenantID={tenantID} canRemove={canRemove} />
    </Stack>
  );
}

function Assignments({
  assetType,
  assetID,
  tenantID,
  canRemove,
}: {
  assetType: AssignableAssetType;
  assetID: string;
  tenantID: string | null;
  canRemove: boolean;
}) {
  const { t } = useTranslation('responsibilities');
  const query = useQuery(assignmentsQueryOptions(tenantID, assetType, assetID));
  const [pastShown, { toggle: togglePast }] = useDisclosure(false);
  const pastID = useId();

  if (query.isPending) {
    return (
      <Stack gap="sm" aria-busy="true">
        <VisuallyHidden role="status">{t('list.loading')}</VisuallyHidden>
        {[0, 1].map((line) => (
          <Skeleton key={line} height={72} radius="md" />
        ))}
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <QueryError
        title={t('list.error.title')}
        description={t('list.error.description')}
        retryLabel={t('list.error.retry')}
        retrying={query.isRefetching}
        onRetry={() => void query.refetch()}
      />
    );
  }

  const { active, past } = groupAssignments(query.data);
  if (active.length === 0 && past.length === 0) {
    return <ListEmpty title={t('list.none.title')} description={t('list.none.description')} />;
  }
  return (
    <Stack gap="sm">
      {active.length > 0 ? (
        <Stack component="ul" gap="sm" style={listStyle} aria-label={t('list.label')}>
          {active.map(({ assignment, state }) => (
            <AssignmentItem
              key={assignment.assignmentID}
              assignment={assignment}
              state={state}
              assetType={assetType}
              canRemove={canRemove}
            />
          ))}
        </Stack>
      ) : (
        <ListEmpty title={t('list.empty.title')} description={t('list.empty.description')} />
      )}
      {past.length > 0 ? (
        <Box>
          <Button
            variant="subtle"
            color="gray"
            size="sm"
            px="xs"
            onClick={togglePast}
            aria-expanded={pastShown}
            aria-controls={pastID}
            leftSection={
              pastShown ? <IconChevronUp size={16} aria-hidden /> : <IconChevronDown size={16} aria-hidden />
            }
          >
            {pastShown ? t('list.hidePast') : t('list.showPast', { count: past.length })}
          </Button>
          {/* Not kept mounted: folded away, the past list is not in the page at all (Mantine's default keeps
              it rendering in a hidden Activity, which appears in the page at a moment React chooses). */}
          <Collapse expanded={pastShown} id={pastID} keepMounted={false}>
            <Stack component="ul" gap="sm" mt="xs" style={listStyle} aria-label={t('list.pastLabel')}>
              {past.map((assignment) => (
                <AssignmentItem
                  key={assignment.assignmentID}
                  assignment={assignment}
                  state="past"
                  assetType={assetType}
                  canRemove={canRemove}
                />
              ))}
            </Stack>
          </Collapse>
        </Box>
      ) : null}
    </Stack>
  );
}
