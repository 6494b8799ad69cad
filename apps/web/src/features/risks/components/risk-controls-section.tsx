/**
 * A risk's Controls section: the controls linked to it (critical, status, last verification,
 * overdue), and for those who may update risks: link an existing control (searched on the server),
 * unlink one, or write a new control and link it at once. Every change is one `PATCH` of the risk's
 * `controlIDs` at the version on show; a stale version says so and offers the latest.
 */
import { useAbility } from '@casl/react';
import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Checkbox,
  Group,
  Modal,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconLink, IconLinkOff, IconPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { AppAbility } from '@freeboard/shared/auth/abilities';
import { controlPriorities, controlStatuses, controlTimings } from '@freeboard/shared/risks/risk-enums';
import { createControlInputSchema, type Control } from '@freeboard/shared/risks/controls.schemas';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceField } from '../../../components/form/record-fields';
import { MissingValue } from '../../../components/missing-value';
import { formatDate } from '../../../lib/format-date';
import { zodValidate } from '../../../lib/form-validation';
import { problemFeedback, type ProblemFeedback } from '../../../lib/problem-feedback';
import { useTenantID } from '../../../lib/session-context';
import { useCompactLayout } from '../../../lib/use-compact-layout';
import { riskQueryOptions, type RiskRecord } from '../api/get-risks';
import { controlChoicesQueryOptions, useCreateControl, useLinkControls } from '../api/risk-links';
import { ControlStatusBadge } from './control-status-badge';
import { FormActions } from '../../../components/form/form-actions';
import { FormProblemAlert } from '../../../components/form/form-problem-alert';
import { useSavingForm } from '../../../components/form/use-saving-form';
import { RecordTable } from '../../../components/record-table';

export function RiskControlsSection({ risk }: { risk: RiskRecord }) {
  const { t } = useTranslation('risks');
  const { t: errors } = useTranslation('errors');
  const ability = useAbility<AppAbility>();
  const mayLink = ability.can('update', 'Risk');
  const mayCreate = mayLink && ability.can('create', 'Control');
  const tenantID = useTenantID();
  const queryClient = useQueryClient();
  const link = useLinkControls(risk.riskID);
  const [problem, setProblem] = useState<ProblemFeedback | null>(null);
  const [creating, setCreating] = useState(false);

  async function save(controlIDs: string[]) {
    setProblem(null);
    try {
      await link.mutateAsync({ controlIDs, version: risk.version });
      return true;
    } catch (error) {
      setProblem(problemFeedback(error, { fields: ['controlIDs'], t: errors }));
      return false;
    }
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={2} size="h4">
          {t('controlsSection.title')}
        </Title>
        {mayCreate ? (
          <Button variant="default" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
            {t('controlsSection.new')}
          </Button>
        ) : null}
      </Group>
      {mayLink ? (
        <LinkControl linked={risk.controlIDs} busy={link.isPending} onLink={(id) => save([...risk.controlIDs, id])} />
      ) : null}
      <FormProblemAlert
        feedback={problem}
        title={t('controlsSection.failed')}
        loadLatestLabel={t('controlsSection.loadLatest')}
        onLoadLatest={() => {
          setProblem(null);
          void queryClient.fetchQuery({ ...riskQueryOptions(tenantID, risk.riskID), staleTime: 0 });
        }}
      />
      <LinkedControls
        controls={risk.controls}
        code={risk.code}
        onUnlink={mayLink ? (id) => void save(risk.controlIDs.filter((linked) => linked !== id)) : undefined}
        busy={link.isPending}
      />
      {creating ? (
        <NewControlModal
          onClose={() => setCreating(false)}
          onCreated={async (control) => {
            const linked = await save([...risk.controlIDs, control.controlID]);
            if (linked) setCreating(false);
          }}
        />
      ) : null}
    </Stack>
  );
}

function LinkedControls({
  controls,
  code,
  onUnlink,
  busy,
}: {
  controls: readonly Control[];
  code: string;
  onUnlink?: (controlID: string) => void;
  busy: boolean;
}) {
  const { t, i18n } = useTranslation('risks');
  const compact = useCompactLayout();
  if (controls.length === 0) {
    return (
      <Paper withBorder p="md">
        <Text size="sm" c="dimmed">
          {t('controls.empty')}
        </Text>
      </Paper>
    );
  }
  if (compact) {
    return (
      <Stack
        component="ul"
        gap="xs"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={t('controls.caption', { code })}
      >
        {controls.map((control) => (
          <Paper component="li" key={control.controlID} withBorder p="sm" data-testid="control-row">
            <Stack gap={6}>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Anchor component={Link} to={`/controls/${encodeURIComponent(control.controlID)}`} fw={600} size="sm">
                  {control.code}
                </Anchor>
                <Group gap={6} wrap="nowrap">
                  <ControlStatusBadge status={control.status} />
                  {onUnlink ? (
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      disabled={busy}
                      aria-label={t('controlsSection.unlink', { code: control.code })}
                      onClick={() => onUnlink(control.controlID)}
                    >
                      <IconLinkOff size={18} aria-hidden />
                    </ActionIcon>
                  ) : null}
                </Group>
              </Group>
              <Text size="sm">{control.description}</Text>
              <Group gap={6}>
                {control.critical ? (
                  <Badge color="red.9" variant="filled" autoContrast size="sm" miw="max-content">
                    {t('controls.criticalYes')}
                  </Badge>
                ) : null}
                {control.verificationOverdue ? (
                  <Badge color="red.9" variant="filled" autoContrast size="sm" miw="max-content">
                    {t('controls.overdue')}
                  </Badge>
                ) : null}
              </Group>
              <Text size="xs" c="dimmed">
                {t('controls.lastVerification')}:{' '}
                {control.lastVerifiedAt
                  ? formatDate(control.lastVerifiedAt, i18n.language)
                  : t('controls.neverVerified')}
                {control.lastVerificationResult ? ` (${t(`controls.results.${control.lastVerificationResult}`)})` : ''}
              </Text>
            </Stack>
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <RecordTable
      minWidth={760}
      verticalSpacing="xs"
      striped
      highlightOnHover
      aria-label={t('controls.caption', { code })}
      columns={[
        t('controls.code'),
        t('controls.description'),
        t('controls.critical'),
        t('controls.status'),
        t('controls.lastVerification'),
        t('controls.verificationDue'),
        onUnlink && { label: t('controlsSection.unlinkColumn'), hidden: true },
      ]}
    >
      {controls.map((control) => (
        <Table.Tr key={control.controlID} data-testid="control-row">
          <Table.Td fw={600} style={{ whiteSpace: 'nowrap' }}>
            <Anchor component={Link} to={`/controls/${encodeURIComponent(control.controlID)}`}>
              {control.code}
            </Anchor>
          </Table.Td>
          <Table.Td miw={220}>{control.description}</Table.Td>
          <Table.Td>
            {control.critical ? (
              <Badge color="red.9" variant="filled" autoContrast size="sm" miw="max-content">
                {t('controls.criticalYes')}
              </Badge>
            ) : (
              <Text span size="sm" c="dimmed">
                {t('controls.criticalNo')}
              </Text>
            )}
          </Table.Td>
          <Table.Td>
            <ControlStatusBadge status={control.status} />
          </Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>
            {control.lastVerifiedAt ? (
              <Stack gap={0}>
                <Text size="sm">{formatDate(control.lastVerifiedAt, i18n.language)}</Text>
                {control.lastVerificationResult ? (
                  <Text size="xs" c="dimmed">
                    {t(`controls.results.${control.lastVerificationResult}`)}
                  </Text>
                ) : null}
              </Stack>
            ) : (
              <MissingValue>{t('controls.neverVerified')}</MissingValue>
            )}
          </Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>
            {control.verificationOverdue ? (
              <Badge color="red.9" variant="filled" autoContrast size="sm" miw="max-content">
                {t('controls.overdue')}
              </Badge>
            ) : control.verificationDueDate ? (
              formatDate(control.verificationDueDate, i18n.language)
            ) : (
              <MissingValue>{t('controls.noVerificationDue')}</MissingValue>
            )}
          </Table.Td>
          {onUnlink ? (
            <Table.Td>
              <ActionIcon
                variant="subtle"
                color="red"
                disabled={busy}
                aria-label={t('controlsSection.unlink', { code: control.code })}
                title={t('controlsSection.unlink', { code: control.code })}
                onClick={() => onUnlink(control.controlID)}
              >
                <IconLinkOff size={18} aria-hidden />
              </ActionIcon>
            </Table.Td>
          ) : null}
        </Table.Tr>
      ))}
    </RecordTable>
  );
}

/** A control chosen among the tenant's (searched as one types) and linked. */
function LinkControl({
  linked,
  busy,
  onLink,
}: {
  linked: readonly string[];
  busy: boolean;
  onLink: (controlID: string) => Promise<boolean>;
}) {
  const { t } = useTranslation('risks');
  const tenantID = useTenantID();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<string | null>(null);
  const [q] = useDebouncedValue(search.trim(), 250);
  const choices = useQuery(controlChoicesQueryOptions(tenantID, q));
  const data = useMemo(
    () =>
      (choices.data ?? [])
        .filter((control) => !linked.includes(control.controlID))
        .map((control) => ({ value: control.controlID, label: `${control.code} ${control.description}` })),
    [choices.data, linked],
  );
  return (
    <Group gap="sm" align="flex-end">
      <Select
        label={t('controlsSection.pick')}
        placeholder={t('controlsSection.pickPlaceholder')}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        data={data}
        value={chosen}
        onChange={setChosen}
        filter={({ options }) => options}
        nothingFoundMessage={choices.isFetching ? undefined : t('controlsSection.nothingFound')}
        comboboxProps={{ withinPortal: true }}
        style={{ flex: 1, minWidth: 220 }}
        maw={560}
      />
      <Button
        leftSection={<IconLink size={16} aria-hidden />}
        disabled={!chosen}
        loading={busy}
        onClick={() => {
          if (!chosen) return;
          void onLink(chosen).then((linked) => {
            if (!linked) return;
            setChosen(null);
            setSearch('');
          });
        }}
      >
        {t('controlsSection.link')}
      </Button>
    </Group>
  );
}

interface NewControlValues {
  description: string;
  proactiveOrReactive: (typeof controlTimings)[number] | null;
  critical: boolean;
  status: (typeof controlStatuses)[number];
  priority: (typeof controlPriorities)[number];
}

const validateControl = zodValidate(createControlInputSchema);

/** A new control written here and linked to the risk once saved. */
function NewControlModal({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (control: Control) => Promise<void>;
}) {
  const { t } = useTranslation('risks');
  const initialValues: NewControlValues = {
    description: '',
    proactiveOrReactive: null,
    critical: false,
    status: 'planned',
    priority: 'P2',
  };
  const { form, onSubmit, feedback, saving } = useSavingForm({
    initialValues,
    validate: (values) => validateControl(values as Parameters<typeof validateControl>[0]),
    fields: Object.keys(initialValues),
    mutation: useCreateControl(),
    inputOf: (values) => ({ ...values, proactiveOrReactive: values.proactiveOrReactive ?? 'proactive' }),
    onSaved: onCreated,
  });
  return (
    <Modal opened onClose={onClose} title={t('controlsSection.newTitle')} size="lg">
      <form noValidate onSubmit={onSubmit}>
        <Stack gap="md">
          <Textarea
            label={t('controls.description')}
            required
            autosize
            minRows={2}
            data-autofocus
            {...form.getInputProps('description')}
          />
          <ChoiceField
            label={t('controls.proactiveOrReactive')}
            values={controlTimings}
            labelOf={(value) => t(`controls.${value}`)}
            inputProps={form.getInputProps('proactiveOrReactive')}
          />
          <Group grow align="flex-start">
            <ChoiceField
              label={t('controls.status')}
              values={controlStatuses}
              labelOf={(value) => t(`controls.statuses.${value}`)}
              inputProps={form.getInputProps('status')}
            />
            <ChoiceField
              label={t('controls.priority')}
              values={controlPriorities}
              labelOf={(value) => value}
              inputProps={form.getInputProps('priority')}
            />
          </Group>
          <Checkbox label={t('controls.critical')} {...form.getInputProps('critical', { type: 'checkbox' })} />
          <FormProblemAlert feedback={feedback} />
          <FormActions onCancel={onClose} saving={saving} />
        </Stack>
      </form>
    </Modal>
  );
}
