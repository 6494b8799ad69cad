/** Creating a record: its empty fields, `Save`, and a prompt before leaving with unsaved changes. */
import { useForm, type UseFormReturnType } from '@mantine/form';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { RecordForm } from './record-form';
import { useFormProblem } from './use-form-problem';
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
  const form = useForm<Values>({ initialValues: props.initialValues, validate: props.validate });
  const { blocker, allowLeaving } = useUnsavedChanges(form.isDirty());
  const problem = useFormProblem(form, props.fields);
  const { mutation } = props;
  return (
    <RecordForm
      onSubmit={form.onSubmit((values) => {
        problem.clear();
        mutation.mutate(props.inputOf(values), {
          onSuccess: (record) => {
            allowLeaving();
            void props.onCreated(record);
          },
          onError: problem.report,
        });
      })}
      feedback={problem.feedback}
      blocker={blocker}
      onCancel={props.onCancel}
      saving={mutation.isPending}
    >
      {props.renderFields(form)}
    </RecordForm>
  );
}
