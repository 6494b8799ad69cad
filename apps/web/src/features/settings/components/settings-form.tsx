/**
 * What every settings section's form shares: the values of what is saved, the version the edit
 * started from (a background refetch must not silently move it forward), the problem of a refused
 * save with "Load the latest version", the guard against leaving with unsaved changes, and the
 * footer that saves or undoes.
 */
import { Button, Group } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormProblemAlert } from '../../../components/form/form-problem-alert';
import { UnsavedChangesDialog } from '../../../components/form/unsaved-changes-dialog';
import { useFormProblem } from '../../../components/form/use-form-problem';
import { useLoadLatest } from '../../../components/form/use-load-latest';
import { useUnsavedChanges } from '../../../components/form/use-unsaved-changes';

export interface SettingsFormOptions<Settings, Values> {
  settings: Settings;
  valuesOf: (settings: Settings) => Values;
  validate: (values: Values) => Record<string, string>;
  /** The fields a refusal may name, for the values being edited. */
  fields: (values: Values) => readonly string[];
  /** What is saved now, read afresh. */
  latest: () => Promise<Settings>;
}

export function useSettingsForm<Settings, Values extends object>({
  settings,
  valuesOf,
  validate,
  fields,
  latest,
}: SettingsFormOptions<Settings, Values>) {
  const [saved, setSaved] = useState(settings);
  const form = useForm<Values>({ initialValues: valuesOf(settings), validate });
  const dirty = form.isDirty();
  const { blocker } = useUnsavedChanges(dirty);
  const problem = useFormProblem(form, fields(form.getValues()));

  /** Shows what is saved now; "Undo changes" goes back to it, not to what the page first showed. */
  function showSettings(next: Settings) {
    const values = valuesOf(next);
    form.setInitialValues(values);
    form.setValues(values);
    form.resetDirty(values);
    form.clearErrors();
    setSaved(next);
  }

  const { loadingLatest, loadLatest } = useLoadLatest(latest, showSettings, problem);
  return { form, saved, dirty, blocker, problem, showSettings, loadingLatest, loadLatest };
}

export type SettingsForm<Settings, Values> = ReturnType<
  typeof useSettingsForm<Settings, Values & Record<string, unknown>>
>;

/** The problem of a refused save, Save and Undo changes, and whatever goes beside them (`aside`). */
export function SettingsFormFooter<Values>({
  settingsForm,
  saving,
  aside,
}: {
  settingsForm: {
    form: UseFormReturnType<Values>;
    dirty: boolean;
    blocker: ReturnType<typeof useUnsavedChanges>['blocker'];
    problem: ReturnType<typeof useFormProblem>;
    loadingLatest: boolean;
    loadLatest: () => Promise<void>;
  };
  saving: boolean;
  aside?: ReactNode;
}) {
  const { t } = useTranslation('settings');
  const { form, dirty, blocker, problem, loadingLatest, loadLatest } = settingsForm;
  return (
    <>
      <FormProblemAlert
        feedback={problem.feedback}
        onLoadLatest={() => void loadLatest()}
        loadingLatest={loadingLatest}
      />
      <Group gap="sm" justify="space-between" wrap="wrap">
        <Group gap="sm">
          <Button type="submit" loading={saving} disabled={!dirty}>
            {t('save')}
          </Button>
          {dirty ? (
            <Button variant="subtle" color="gray" onClick={() => form.reset()}>
              {t('reset')}
            </Button>
          ) : null}
        </Group>
        {aside}
      </Group>
      <UnsavedChangesDialog blocker={blocker} />
    </>
  );
}
