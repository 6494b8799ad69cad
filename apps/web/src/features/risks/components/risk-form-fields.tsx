/**
 * The risk form's inputs, labelled with the fields' English names in English (CONTRACT §10): code,
 * title, failure mode, status, asset, cause, consequence, material unwanted event, the inherent and
 * residual likelihood and consequence (each pair showing the rating the tenant's matrix gives it
 * as it is chosen), owner, next review date and description.
 */
import { Checkbox, Fieldset, Group, Select, SimpleGrid, Text, TextInput, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { assetTypes } from '@freeboard/shared/common/assets';
import { failureModes, riskStatuses } from '@freeboard/shared/risks/risk-enums';
import { useTranslation } from 'react-i18next';
import { AssetSelect } from '../../../components/assets/asset-select';
import { ChoiceField } from '../../../components/form/record-fields';
import { MemberSelect } from '../../../components/member-select';
import { RiskRatingBadge } from '../../../components/risk-rating-badge';
import type { FormMode } from '../../../lib/collection/area-definition';
import { ratingIn, riskMatrixQueryOptions } from '../../../lib/risk-matrix';
import { useTenantID } from '../../../lib/session-context';
import type { RiskFormValues } from '../risk-form-values';
import { LongTextField } from '../../../components/form/long-text-field';

const levels = [1, 2, 3, 4, 5] as const;
const wide = { gridColumn: '1 / -1' };

export function RiskFormFields({ form, mode }: { form: UseFormReturnType<RiskFormValues>; mode: FormMode }) {
  const { t } = useTranslation('risks');
  const { t: common } = useTranslation('common');
  const values = form.getValues();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
      <TextInput
        label={t('fields.code')}
        placeholder={mode === 'create' ? common('form.codePlaceholder', { example: 'R-001' }) : undefined}
        description={mode === 'create' ? common('form.codeHint') : undefined}
        required={mode === 'edit'}
        autoComplete="off"
        {...form.getInputProps('code')}
      />
      <TextInput label={t('fields.title')} required autoComplete="off" {...form.getInputProps('title')} />
      <ChoiceField
        label={t('fields.failureMode')}
        values={failureModes}
        labelOf={(value) => t(`failureModes.${value}`)}
        inputProps={form.getInputProps('failureMode')}
      />
      <ChoiceField
        label={t('fields.status')}
        values={riskStatuses}
        labelOf={(value) => t(`statuses.${value}`)}
        inputProps={form.getInputProps('status')}
      />
      <AssetFields form={form} />
      <Textarea label={t('fields.cause')} autosize minRows={2} maxRows={6} {...form.getInputProps('cause')} />
      <Textarea
        label={t('fields.consequence')}
        autosize
        minRows={2}
        maxRows={6}
        {...form.getInputProps('consequence')}
      />
      <Checkbox
        style={wide}
        label={t('fields.materialUnwantedEvent')}
        description={t('form.materialUnwantedEventHint')}
        {...form.getInputProps('materialUnwantedEvent', { type: 'checkbox' })}
      />
      <RatingPair
        form={form}
        legend={t('form.inherent')}
        likelihoodField="inherentLikelihood"
        consequenceField="inherentConsequence"
        required
      />
      <RatingPair
        form={form}
        legend={t('form.residual')}
        likelihoodField="residualLikelihood"
        consequenceField="residualConsequence"
      />
      <MemberSelect
        label={t('fields.owner')}
        value={values.ownerID}
        onChange={(ownerID) => form.setFieldValue('ownerID', ownerID)}
        error={form.errors.ownerID}
        clearable
      />
      <TextInput label={t('fields.nextReviewDate')} type="date" {...form.getInputProps('nextReviewDate')} />
      <LongTextField label={t('fields.description')} lines="many" {...form.getInputProps('description')} />
    </SimpleGrid>
  );
}

/** The asset a risk is about: its kind, then which one of that kind. */
function AssetFields({ form }: { form: UseFormReturnType<RiskFormValues> }) {
  const { t } = useTranslation('risks');
  const { assetType, assetID } = form.getValues();
  return (
    <>
      <Select
        label={t('fields.assetType')}
        placeholder={t('form.noAsset')}
        data={assetTypes.map((type) => ({ value: type, label: t(`assetTypes.${type}`) }))}
        value={assetType}
        onChange={(type) => {
          form.setFieldValue('assetType', type);
          form.setFieldValue('assetID', null);
        }}
        clearable
        comboboxProps={{ withinPortal: true }}
      />
      <AssetSelect
        key={assetType ?? 'none'}
        type={assetType ?? 'site'}
        label={t('fields.asset')}
        disabled={!assetType}
        placeholder={assetType ? t('form.chooseAsset') : t('form.chooseAssetTypeFirst')}
        value={assetID}
        onChange={(id) => form.setFieldValue('assetID', id)}
        error={form.errors.assetID}
        clearable
      />
    </>
  );
}

type LevelField = 'inherentLikelihood' | 'inherentConsequence' | 'residualLikelihood' | 'residualConsequence';

/** A likelihood and a consequence, and the rating the tenant's matrix gives them, live. */
function RatingPair({
  form,
  legend,
  likelihoodField,
  consequenceField,
  required = false,
}: {
  form: UseFormReturnType<RiskFormValues>;
  legend: string;
  likelihoodField: LevelField;
  consequenceField: LevelField;
  required?: boolean;
}) {
  const { t } = useTranslation('risks');
  const tenantID = useTenantID();
  const matrix = useQuery(riskMatrixQueryOptions(tenantID));
  const values = form.getValues();
  const likelihood = values[likelihoodField];
  const consequence = values[consequenceField];
  const rating = ratingIn(matrix.data?.cells, likelihood, consequence);
  const levelChoices = (names: readonly string[] | undefined) =>
    levels.map((level) => ({ value: String(level), label: names ? `${level}. ${names[level - 1]}` : String(level) }));
  const levelInput = (field: LevelField, label: string, names: readonly string[] | undefined) => {
    const props = form.getInputProps(field);
    return (
      <Select
        label={label}
        required={required}
        placeholder={t('form.chooseLevel')}
        data={levelChoices(names)}
        value={values[field] === null ? null : String(values[field])}
        onChange={(value) => form.setFieldValue(field, value === null ? null : Number(value))}
        error={props.error as string | undefined}
        clearable={!required}
        allowDeselect={!required}
        comboboxProps={{ withinPortal: true }}
      />
    );
  };
  const prefix = likelihoodField.startsWith('inherent') ? 'inherent' : 'residual';
  return (
    <Fieldset legend={legend} style={wide} variant="filled">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {levelInput(likelihoodField, t(`fields.${prefix}Likelihood`), matrix.data?.likelihoodLevels)}
        {levelInput(consequenceField, t(`fields.${prefix}Consequence`), matrix.data?.consequenceLevels)}
        <Group gap="xs" align="flex-end" pb={6} aria-live="polite" data-testid={`${prefix}-rating-preview`}>
          <Text size="sm" fw={500}>
            {t(`fields.${prefix}RiskRating`)}:
          </Text>
          <RiskRatingBadge rating={rating} />
          {rating !== null ? (
            <Text size="xs" c="dimmed">
              {t('rating.cell', { likelihood, consequence })}
            </Text>
          ) : null}
        </Group>
      </SimpleGrid>
    </Fieldset>
  );
}
