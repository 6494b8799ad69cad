/**
 * Rating a cross-section: a class per GISTM category, the figures behind them, the rationale and
 * evidence documents. The overall class (the highest category) shows as the classes are chosen.
 */
import { Fieldset, Group, MultiSelect, NumberInput, Select, SimpleGrid, Text, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { consequenceCategories, consequenceClasses } from '@freeboard/shared/common/assets';
import type { ConsequenceRating } from '@freeboard/shared/consequence-ratings/consequence-ratings.schemas';
import { useTranslation } from 'react-i18next';
import { NewRecordForm } from '../../../components/form/new-record-form';
import { ConsequenceClassBadge } from '../../../components/assets/consequence-class-badge';
import { useRateCrossSection } from '../api/rate-cross-section';
import {
  highestClass,
  ratingFormFields,
  ratingFormValuesOf,
  ratingInputOf,
  validateRating,
  type RatingFormValues,
} from '../rating-form-values';
import { useDocumentChoices } from '../use-document-choices';

function RatingFields({ form }: { form: UseFormReturnType<RatingFormValues> }) {
  const { t } = useTranslation('assetSafety');
  const documents = useDocumentChoices();
  const classOptions = consequenceClasses.map((value) => ({ value, label: t(`consequenceClasses.${value}`) }));
  return (
    <>
      <Fieldset legend={t('rating.form.categories')} radius="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
          {consequenceCategories.map((category) => (
            <Select
              key={category}
              label={t(`rating.categories.${category}`)}
              placeholder={t('rating.form.classPlaceholder')}
              data={classOptions}
              allowDeselect={false}
              required
              comboboxProps={{ withinPortal: true }}
              {...form.getInputProps(`categories.${category}`)}
            />
          ))}
          <Group gap="sm" align="center" aria-live="polite">
            <Text size="sm" fw={600}>
              {t('rating.form.overall')}
            </Text>
            <ConsequenceClassBadge value={highestClass(form.getValues().categories)} />
          </Group>
        </SimpleGrid>
      </Fieldset>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
        <NumberInput
          label={t('rating.form.populationAtRiskCount')}
          description={t('rating.form.optional')}
          allowDecimal={false}
          min={0}
          hideControls
          clampBehavior="none"
          {...form.getInputProps('populationAtRiskCount')}
        />
        <NumberInput
          label={t('rating.form.potentialLossOfLifeEstimate')}
          description={t('rating.form.optional')}
          allowDecimal={false}
          min={0}
          hideControls
          clampBehavior="none"
          {...form.getInputProps('potentialLossOfLifeEstimate')}
        />
      </SimpleGrid>
      <Textarea
        label={t('rating.form.rationale')}
        description={t('rating.form.rationaleHint')}
        required
        autosize
        minRows={3}
        maxRows={10}
        {...form.getInputProps('rationale')}
      />
      <MultiSelect
        label={t('rating.form.evidence')}
        description={documents.isError ? t('documents.choicesFailed') : t('rating.form.evidenceHint')}
        placeholder={t('rating.form.evidencePlaceholder')}
        data={documents.data}
        searchable
        clearable
        hidePickedOptions
        nothingFoundMessage={t('documents.noMatch')}
        comboboxProps={{ withinPortal: true }}
        {...form.getInputProps('evidenceDocumentIDs')}
      />
    </>
  );
}

export function RatingForm({
  crossSectionID,
  current,
  onDone,
}: {
  crossSectionID: string;
  current: ConsequenceRating | undefined;
  onDone: () => void;
}) {
  const { t } = useTranslation('assetSafety');
  const mutation = useRateCrossSection(crossSectionID);
  return (
    <NewRecordForm
      initialValues={ratingFormValuesOf(current)}
      validate={validateRating}
      fields={ratingFormFields}
      inputOf={ratingInputOf}
      mutation={mutation}
      onCreated={(rating) => {
        notifications.show({
          color: 'green',
          message: t('rating.form.saved', { class: t(`consequenceClasses.${rating.overallClass}`) }),
        });
        onDone();
      }}
      onCancel={onDone}
      renderFields={(form) => <RatingFields form={form} />}
    />
  );
}
