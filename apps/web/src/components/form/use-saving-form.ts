/**
 * The one way a form saves: its values checked (by the shared schema, through `zodValidate`) before
 * anything is sent, the input made from them, the save, and a failed save's problem put on the
 * fields it names, the rest kept for `FormProblemAlert`. What the person typed is never touched by a
 * failure. Every form of the app is made with it, the record forms (`NewRecordForm`,
 * `EditRecordForm`) included.
 */
import { useForm, type UseFormReturnType } from '@mantine/form';
import type { UseMutationResult } from '@tanstack/react-query';
import { useFormProblem } from './use-form-problem';

export interface SavingFormOptions<Values, Input, Saved> {
  initialValues: Values;
  /** `controlled` where the form's parts follow its values as they are typed (Mantine's default is `uncontrolled`). */
  mode?: 'controlled' | 'uncontrolled';
  /** The messages of the fields that are not right, by field: `zodValidate(schema)` and any check of the form's own. */
  validate?: (values: Values) => { [field: string]: string };
  /**
   * The fields a problem from the server may name (the others' messages go to the alert), or those
   * of the values being edited where that depends on them.
   */
  fields: readonly string[] | ((values: Values) => readonly string[]);
  mutation: UseMutationResult<Saved, Error, Input>;
  inputOf: (values: Values) => Input;
  /** What follows a save; if it fails (a link made after the record), its problem is shown as the save's. */
  onSaved?: (saved: Saved, values: Values) => unknown;
  /**
   * Says a failure in the form's own words and returns `true` (a wrong current password), or
   * `false` to have it said as every form says it.
   */
  explain?: (error: Error, form: UseFormReturnType<Values>) => boolean;
}

export function useSavingForm<Values extends object, Input, Saved>(options: SavingFormOptions<Values, Input, Saved>) {
  const { mutation, inputOf, onSaved, explain } = options;
  const form = useForm<Values>({
    mode: options.mode,
    initialValues: options.initialValues,
    validate: options.validate,
  });
  const { fields } = options;
  const problem = useFormProblem(form, typeof fields === 'function' ? fields(form.getValues()) : fields);
  const save = (values: Values) => {
    problem.clear();
    mutation.mutate(inputOf(values), {
      onSuccess: (saved) => {
        void Promise.resolve()
          .then(() => onSaved?.(saved, values))
          .catch(problem.report);
      },
      onError: (error) => {
        if (!explain?.(error, form)) problem.report(error);
      },
    });
  };
  return {
    form,
    /** Saves values that passed the checks. */
    save,
    /** The form element's `onSubmit`: checks, then saves. */
    onSubmit: form.onSubmit(save),
    /** Saves the values as they are (after checking them), for a form that is not a `<form>`. */
    submit: () => {
      if (!form.validate().hasErrors) save(form.getValues());
    },
    problem,
    feedback: problem.feedback,
    saving: mutation.isPending,
  };
}
