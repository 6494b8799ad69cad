/**
 * Editing a record. The save carries the version this edit started from: if someone else saved in
 * between, the API refuses it (409 version_conflict), the alert says so, and the typed values stay
 * until the person chooses to load the latest version.
 */
import type { UseFormReturnType } from '@mantine/form';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { RecordForm } from './record-form';
import { useLoadLatest } from './use-load-latest';
import { useSavingForm } from './use-saving-form';
import { useUnsavedChanges } from './use-unsaved-changes';

export interface EditRecordFormProps<Record extends { version: number }, Values, Input> {
  record: Record;
  /** The form's values of a record. */
  valuesOf: (record: Record) => Values;
  validate: (values: Values) => { [field: string]: string };
  /** The fields a problem from the server may name. */
  fields: readonly string[];
  inputOf: (values: Values, version: number) => Input;
  mutation: UseMutationResult<Record, Error, Input>;
  /** The record as it is now on the server. */
  fetchLatest: () => Promise<Record>;
  renderFields: (form: UseFormReturnType<Values>) => ReactNode;
  onSaved: (record: Record) => void;
  onCancel: () => void;
}

export function EditRecordForm<Record extends { version: number }, Values extends object, Input>(
  props: EditRecordFormProps<Record, Values, Input>,
) {
  const { record, valuesOf, inputOf, mutation } = props;
  // The version the edit is based on; a background refetch must not silently move it forward.
  const [baseVersion, setBaseVersion] = useState(record.version);
  const { form, onSubmit, problem, saving } = useSavingForm({
    initialValues: valuesOf(record),
    validate: props.validate,
    fields: props.fields,
    mutation,
    inputOf: (values: Values) => inputOf(values, baseVersion),
    onSaved: (saved) => {
      form.resetDirty(valuesOf(saved));
      props.onSaved(saved);
    },
  });
  const { blocker } = useUnsavedChanges(form.isDirty());

  const { loadingLatest, loadLatest } = useLoadLatest(
    props.fetchLatest,
    (latest) => {
      const values = valuesOf(latest);
      form.setValues(values);
      form.resetDirty(values);
      form.clearErrors();
      setBaseVersion(latest.version);
    },
    problem,
  );

  return (
    <RecordForm
      onSubmit={onSubmit}
      feedback={problem.feedback}
      onLoadLatest={() => void loadLatest()}
      loadingLatest={loadingLatest}
      blocker={blocker}
      onCancel={props.onCancel}
      saving={saving}
    >
      {props.renderFields(form)}
    </RecordForm>
  );
}
