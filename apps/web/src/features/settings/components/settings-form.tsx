/**
 * What every settings section's form shares: the values of what is saved, the version the edit
 * started from (a background refetch must not silently move it forward), the problem of a refused
 * save with "Load the latest version", the guard against leaving with unsaved changes, and the
 * footer that saves or undoes.
 */
import { Button, Group } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormProblemAlert } from '../../../components/form/form-problem-alert';
import { UnsavedChangesDialog } from '../../../components/form/unsaved-changes-dialog';
import type { useFormProblem } from '../../../components/form/use-form-problem';
import { useLoadLatest } from '../../../components/form/use-load-latest';
import { useUnsavedChanges } from '../../../components/form/use-unsaved-changes';
import { useSavingForm } from '../../../components/form/use-saving-form';

export interface SettingsFormOptions<Settings extends { version: number }, Values, Input> {
  settings: Settings;
  valuesOf: (settings: Settings) => Values;
  validate: (values: Values) => Record<string, string>;
  /** The fields a refusal may name, for the values being edited. */
  fields: (values: Values) => readonly string[];
  /** What is saved now, read afresh. */
  latest: () => Promise<Settings>;
  mutation: UseMutationResult<Settings, Error, Input>;
  /** The input of a save, at the version the edit started from. */
  inputOf: (values: Values, version: number) => Input;
  /** After a save, once the form shows what is saved now. */
  onSaved?: (next: Settings) => unknown;
}

export function useSettingsForm<Settings extends { version: number }, Values extends object, Input>({
  settings,
  valuesOf,
  validate,
  fields,
  latest,
  mutation,
  inputOf,
  onSaved,
}: SettingsFormOptions<Settings, Values, Input>) {
  const [saved, setSaved] = useState(settings);
  const saving = useSavingForm({
    initialValues: valuesOf(settings),
    validate,
    fields,
    mutation,
    inputOf: (values) => inputOf(values, saved.version),
    onSaved: (next) => {
      showSettings(next);
      return onSaved?.(next);
    },
  });
  const { form, problem } = saving;
  const dirty = form.isDirty();
  const { blocker } = useUnsavedChanges(dirty);

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
  return { ...saving, saved, dirty, blocker, showSettings, loadingLatest, loadLatest };
}

/** The problem of a refused save, Save and Undo changes, and whatever goes beside them (`aside`). */
export function SettingsFormFooter<Values>({
  settingsForm,
  aside,
}: {
  settingsForm: {
    form: UseFormReturnType<Values>;
    dirty: boolean;
    blocker: ReturnType<typeof useUnsavedChanges>['blocker'];
    problem: ReturnType<typeof useFormProblem>;
    loadingLatest: boolean;
    loadLatest: () => Promise<void>;
    saving: boolean;
  };
  aside?: ReactNode;
}) {
  const { t } = useTranslation('settings');
  const { form, dirty, blocker, problem, loadingLatest, loadLatest, saving } = settingsForm;
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
