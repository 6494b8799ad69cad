/**
 * A control's Verifications: each time it was shown to work (or not), newest first — the day, the
 * result, the note, the evidence and who recorded it — and, for those who may update controls, the
 * form that records the next one. A recorded verification moves the control's last result and its
 * next due date, so the control is read again with it.
 */
import { useAbility } from '@casl/react';
import { Button, Group, Paper, Select, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import type { AppAbility } from '@freeboard/shared/auth/abilities';
import { verificationResults } from '@freeboard/shared/risks/risk-enums';
import { createVerificationInputSchema, type Verification } from '@freeboard/shared/risks/controls.schemas';
import { useTranslation } from 'react-i18next';
import { ValueBadge } from '../../../components/collection/declared-fields';
import { EvidenceLinks } from '../../../components/collection/evidence-links';
import { DocumentsPicker } from '../../../components/form/searched-pickers';
import { MissingValue } from '../../../components/missing-value';
import { QueryError } from '../../../components/query-error';
import { formatDate } from '../../../lib/format-date';
import { zodValidate } from '../../../lib/form-validation';
import { FormProblemAlert } from '../../../components/form/form-problem-alert';
import { useSavingForm } from '../../../components/form/use-saving-form';
import { useTenantID } from '../../../lib/session-context';
import { useRecordVerification, verificationsQueryOptions } from '../api/verifications';
import { verificationResultColors } from '../control-area';
import { RecordTable } from '../../../components/record-table';
import { LongTextField } from '../../../components/form/long-text-field';

export function VerificationsSection({ controlID }: { controlID: string }) {
  const { t } = useTranslation('controls');
  const { t: common } = useTranslation('common');
  const tenantID = useTenantID();
  const ability = useAbility<AppAbility>();
  const query = useQuery(verificationsQueryOptions(tenantID, controlID));
  return (
    <Stack gap="lg">
      {ability.can('update', 'Control') ? <RecordVerificationForm controlID={controlID} /> : null}
      <Paper withBorder p="lg" radius="md">
        <Title order={2} size="h4" mb="md">
          {t('verifications.history')}
        </Title>
        {query.isError ? (
          <QueryError
            title={t('verifications.error')}
            description={t('page.errorDescription')}
            retryLabel={common('list.retry')}
            retrying={query.isRefetching}
            onRetry={() => void query.refetch()}
          />
        ) : query.data === undefined ? (
          <Text size="sm" c="dimmed">
            {t('verifications.loading')}
          </Text>
        ) : query.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('verifications.empty')}
          </Text>
        ) : (
          <VerificationTable verifications={query.data} />
        )}
      </Paper>
    </Stack>
  );
}

export function ResultBadge({ result }: { result: Verification['result'] }) {
  const { t } = useTranslation('controls');
  return (
    <ValueBadge color={verificationResultColors[result]}>{t(`choices.lastVerificationResult.${result}`)}</ValueBadge>
  );
}

function VerificationTable({ verifications }: { verifications: Verification[] }) {
  const { t, i18n } = useTranslation('controls');
  return (
    <RecordTable
      minWidth={720}
      verticalSpacing="sm"
      aria-label={t('verifications.history')}
      columns={[
        t('verifications.fields.date'),
        { label: t('verifications.fields.result'), miw: 170 },
        t('verifications.fields.note'),
        t('verifications.fields.evidence'),
        t('verifications.fields.recordedBy'),
      ]}
    >
      {verifications.map((verification) => (
        <Table.Tr key={verification.verificationID} data-testid="verification-row">
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(verification.date, i18n.language)}</Table.Td>
          <Table.Td>
            <ResultBadge result={verification.result} />
          </Table.Td>
          <Table.Td style={{ whiteSpace: 'pre-line' }}>
            {verification.note || <MissingValue>{t('verifications.noNote')}</MissingValue>}
          </Table.Td>
          <Table.Td>
            <EvidenceLinks evidence={verification.evidence} />
          </Table.Td>
          <Table.Td>
            {verification.recordedBy?.name ?? <MissingValue>{t('verifications.unknown')}</MissingValue>}
          </Table.Td>
        </Table.Tr>
      ))}
    </RecordTable>
  );
}

interface VerificationValues {
  date: string;
  result: Verification['result'] | null;
  note: string;
  evidenceDocumentIDs: string[];
}

/** Today in the reader's own calendar, as the date input holds it. */
function today() {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

const validate = zodValidate(createVerificationInputSchema);

function RecordVerificationForm({ controlID }: { controlID: string }) {
  const { t } = useTranslation('controls');
  const { t: common } = useTranslation('common');
  const empty: VerificationValues = { date: today(), result: null, note: '', evidenceDocumentIDs: [] };
  const { form, onSubmit, feedback, saving } = useSavingForm({
    initialValues: empty,
    validate: (values) => validate({ ...values, result: (values.result ?? '') as Verification['result'] }),
    fields: Object.keys(empty),
    mutation: useRecordVerification(controlID),
    inputOf: (values) => ({ ...values, result: values.result!, note: values.note.trim() }),
    onSaved: () => {
      notifications.show({ color: 'green', message: t('verifications.saved') });
      form.setValues({ ...empty, date: today() });
      form.resetDirty();
    },
  });
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="record-verification">
      <Title order={2} size="h4" mb="md" id="record-verification">
        {t('verifications.record')}
      </Title>
      <form noValidate onSubmit={onSubmit}>
        <Stack gap="md">
          <FormProblemAlert feedback={feedback} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label={t('verifications.fields.date')} type="date" required {...form.getInputProps('date')} />
            <Select
              label={t('verifications.fields.result')}
              placeholder={common('form.choose')}
              required
              allowDeselect={false}
              data={verificationResults.map((result) => ({
                value: result,
                label: t(`choices.lastVerificationResult.${result}`),
              }))}
              comboboxProps={{ withinPortal: true }}
              {...form.getInputProps('result')}
            />
            <LongTextField label={t('verifications.fields.note')} {...form.getInputProps('note')} />
            <DocumentsPicker
              label={t('verifications.fields.evidence')}
              style={{ gridColumn: '1 / -1' }}
              {...form.getInputProps('evidenceDocumentIDs')}
              value={form.getValues().evidenceDocumentIDs}
              onChange={(documentIDs) => form.setFieldValue('evidenceDocumentIDs', documentIDs)}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={saving}>
              {t('verifications.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
