/**
 * `Import`: a register file (the export's columns) checked first — a dry run that reports every
 * problem by row and column and changes nothing — and imported only once the check finds none.
 * The import itself is all or nothing on the server too.
 */
import { Alert, Button, FileInput, Group, Modal, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCircleCheck, IconFileImport, IconUpload } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RiskImportResult } from '@freeboard/shared/risks/risks.schemas';
import { problemOf } from '../../../lib/problem';
import { useTenantID } from '../../../lib/session-context';
import { riskKeys } from '../api/get-risks';
import { importRegister } from '../api/register-file';
import { FailureAlert } from '../../../components/failure-notice';

function CheckResult({ result }: { result: RiskImportResult }) {
  const { t } = useTranslation('risks');
  const counts = { created: result.created, updated: result.updated, unchanged: result.unchanged };
  if (result.errorCount === 0) {
    return (
      <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} aria-hidden />} role="status">
        {t('register.checked', counts)}
      </Alert>
    );
  }
  return (
    <Stack gap="xs">
      <FailureAlert>{t('register.problems', { count: result.errorCount })}</FailureAlert>
      <ScrollArea.Autosize mah={320}>
        <Table striped withTableBorder fz="sm" aria-label={t('register.problemsTable')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('register.row')}</Table.Th>
              <Table.Th>{t('register.column')}</Table.Th>
              <Table.Th>{t('register.problem')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {result.errors.map((error, index) => (
              <Table.Tr key={`${error.row}-${error.field}-${index}`} data-testid="import-error">
                <Table.Td>{error.row}</Table.Td>
                <Table.Td>{error.field}</Table.Td>
                <Table.Td>{error.message}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
      {result.errorCount > result.errors.length ? (
        <Text size="sm" c="dimmed">
          {t('register.moreProblems', { count: result.errorCount - result.errors.length })}
        </Text>
      ) : null}
    </Stack>
  );
}

export function RegisterImport() {
  const { t } = useTranslation('risks');
  const tenantID = useTenantID();
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState<RiskImportResult | null>(null);

  const reset = (next: File | null) => {
    setFile(next);
    setChecked(null);
    check.reset();
    run.reset();
  };
  const close = () => {
    setOpened(false);
    reset(null);
  };
  const check = useMutation({
    mutationFn: (chosen: File) => importRegister(tenantID!, chosen, true),
    onSuccess: setChecked,
  });
  const run = useMutation({
    mutationFn: (chosen: File) => importRegister(tenantID!, chosen, false),
    onSuccess: async (result) => {
      if (!result.imported) {
        setChecked(result);
        return;
      }
      notifications.show({
        color: 'green',
        message: t('register.imported', { created: result.created, updated: result.updated }),
      });
      // Linked controls count their risks: both lists change.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: riskKeys.all(tenantID) }),
        queryClient.invalidateQueries({ queryKey: ['controls', tenantID] }),
      ]);
      close();
    },
  });
  const failure = problemOf(check.error ?? run.error);
  const ready = checked !== null && checked.errorCount === 0 && file !== null;

  return (
    <>
      <Button variant="default" leftSection={<IconFileImport size={16} aria-hidden />} onClick={() => setOpened(true)}>
        {t('register.import')}
      </Button>
      <Modal opened={opened} onClose={close} title={t('register.importTitle')} size="lg">
        <Stack>
          <Text size="sm">{t('register.importHelp')}</Text>
          <FileInput
            label={t('register.file')}
            placeholder={t('register.choose')}
            accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
            value={file}
            onChange={reset}
            clearable
            leftSection={<IconUpload size={16} aria-hidden />}
          />
          {failure || check.isError || run.isError ? (
            <FailureAlert>{failure?.detail ?? t('register.failed')}</FailureAlert>
          ) : null}
          {checked ? <CheckResult result={checked} /> : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('register.cancel')}
            </Button>
            <Button
              variant={ready ? 'default' : 'filled'}
              disabled={!file}
              loading={check.isPending}
              onClick={() => file && check.mutate(file)}
            >
              {t('register.check')}
            </Button>
            <Button disabled={!ready} loading={run.isPending} onClick={() => file && run.mutate(file)}>
              {t('register.importConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
