/**
 * The frame of every record form: the problem of a failed save above the fields, Cancel and `Save`
 * below them, and the question before leaving with unsaved changes.
 */
import { Paper, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import type { ProblemFeedback } from '../../lib/problem-feedback';
import { FormActions } from './form-actions';
import { FormProblemAlert } from './form-problem-alert';
import { UnsavedChangesDialog } from './unsaved-changes-dialog';
import type { UnsavedChangesBlocker } from './use-unsaved-changes';

interface RecordFormProps {
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  feedback: ProblemFeedback | null;
  /** Offered after a version conflict: replaces the values with the record as it is now. */
  onLoadLatest?: () => void;
  loadingLatest?: boolean;
  blocker: UnsavedChangesBlocker;
  onCancel: () => void;
  saving: boolean;
  children: ReactNode;
}

export function RecordForm(props: RecordFormProps) {
  return (
    <Paper withBorder p="lg" radius="md">
      <form noValidate onSubmit={props.onSubmit}>
        <Stack gap="lg">
          <FormProblemAlert
            feedback={props.feedback}
            onLoadLatest={props.onLoadLatest}
            loadingLatest={props.loadingLatest}
          />
          {props.children}
          <FormActions onCancel={props.onCancel} saving={props.saving} />
        </Stack>
      </form>
      <UnsavedChangesDialog blocker={props.blocker} />
    </Paper>
  );
}
