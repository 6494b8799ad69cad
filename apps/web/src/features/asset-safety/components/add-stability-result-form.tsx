/** Adding a stability result: load case, method, factor of safety, analysis date and, optionally, its document. */
import { Select, SimpleGrid, TextInput, NumberInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { loadCases } from '@freeboard/shared/common/assets';
import { useTranslation } from 'react-i18next';
import { NewRecordForm } from '../../../components/form/new-record-form';
import { useAddStabilityResult } from '../api/stability-result-writes';
import {
  emptyStabilityResultForm,
  stabilityResultFormFields,
  stabilityResultInputOf,
  validateStabilityResult,
} from '../stability-result-form-values';
import { useDocumentChoices } from '../use-document-choices';

export function AddStabilityResultForm({ crossSectionID, onDone }: { crossSectionID: string; onDone: () => void }) {
  const { t } = useTranslation('assetSafety');
  const mutation = useAddStabilityResult(crossSectionID);
  const documents = useDocumentChoices();
  return (
    <NewRecordForm
      initialValues={emptyStabilityResultForm}
      validate={validateStabilityResult}
      fields={stabilityResultFormFields}
      inputOf={stabilityResultInputOf}
      mutation={mutation}
      onCreated={() => {
        notifications.show({ color: 'green', message: t('stability.form.added') });
        onDone();
      }}
      onCancel={onDone}
      renderFields={(form) => (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
          <Select
            label={t('stability.form.loadCase')}
            data={loadCases.map((value) => ({ value, label: t(`loadCases.${value}`) }))}
            placeholder={t('stability.form.loadCasePlaceholder')}
            allowDeselect={false}
            required
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('loadCase')}
          />
          <TextInput
            label={t('stability.form.method')}
            placeholder={t('stability.form.methodPlaceholder')}
            required
            autoComplete="off"
            {...form.getInputProps('method')}
          />
          <NumberInput
            label={t('stability.form.factorOfSafety')}
            required
            decimalScale={3}
            min={0}
            hideControls
            clampBehavior="none"
            {...form.getInputProps('factorOfSafety')}
          />
          <TextInput
            type="date"
            label={t('stability.form.analysisDate')}
            required
            {...form.getInputProps('analysisDate')}
          />
          <Select
            label={t('stability.form.document')}
            placeholder={t('stability.form.documentPlaceholder')}
            description={documents.isError ? t('documents.choicesFailed') : undefined}
            data={documents.data}
            searchable
            clearable
            nothingFoundMessage={t('documents.noMatch')}
            comboboxProps={{ withinPortal: true }}
            style={{ gridColumn: '1 / -1' }}
            {...form.getInputProps('documentID')}
          />
        </SimpleGrid>
      )}
    />
  );
}
