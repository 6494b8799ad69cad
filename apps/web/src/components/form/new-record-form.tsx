/** Creating a record: its empty fields, `Save`, and a prompt before leaving with unsaved changes. */
import type { UseFormReturnType } from '@mantine/form';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { RecordForm } from './record-form';
import { useSavingForm } from './use-saving-form';
import { useUnsavedChanges } from './use-unsaved-changes';

interface NewRecordFormProps<Values, Input, Saved> {
  initialValues: Values;
  validate: (values: Values) => { [field: string]: string };
  /** The fields a problem from the server may name. */
  fields: readonly string[];
  inputOf: (values: Values) => Input;
  mutation: UseMutationResult<Saved, Error, Input>;
  /** After the save: the changes are kept, so leaving (to the new record, usually) is not questioned. */
  onCreated: (record: Saved) => unknown;
  renderFields: (form: UseFormReturnType<Values>) => ReactNode;
  onCancel: () => void;
}

export function NewRecordForm<Values extends object, Input, Saved>(props: NewRecordFormProps<Values, Input, Saved>) {
  const { form, onSubmit, feedback, saving } = useSavingForm({
    ...props,
    onSaved: (record) => {
      allowLeaving();
      void props.onCreated(record);
    },
  });
  const { blocker, allowLeaving } = useUnsavedChanges(form.isDirty());
  return (
    <RecordForm onSubmit={onSubmit} feedback={feedback} blocker={blocker} onCancel={props.onCancel} saving={saving}>
      {props.renderFields(form)}
    </RecordForm>
  );
}
