/**
 * The criteria form's fields, in the same groups as the list: each holds the value set at this
 * element; empty inherits from above, and its hint says what it would inherit.
 */
import { Button, Fieldset, Group, NumberInput, SimpleGrid } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { AssetType, CriterionKey } from '@freeboard/shared/common/assets';
import type { DesignCriteria, EffectiveCriterion } from '@freeboard/shared/design-criteria/design-criteria.schemas';
import { useTranslation } from 'react-i18next';
import { criterionGroups, formatCriterionValue } from '../criteria-format';
import { isSetHere, type CriteriaFormValues } from '../criteria-form-values';

/** Input limits by unit: whole years, metres to the centimetre, factors of safety to three decimals. */
const unitInput = {
  years: { allowDecimal: false, decimalScale: 0 },
  m: { allowDecimal: true, decimalScale: 2 },
  ratio: { allowDecimal: true, decimalScale: 3 },
} as const;

function CriterionField({
  form,
  criterion,
  setHere,
}: {
  form: UseFormReturnType<CriteriaFormValues>;
  criterion: EffectiveCriterion;
  setHere: boolean;
}) {
  const { t, i18n } = useTranslation('assetSafety');
  const path = `values.${criterion.key}` as const;
  const label = t(`criteria.keys.${criterion.key}`);
  const filled = form.getValues().values[criterion.key] !== '';
  let hint: string;
  if (setHere) hint = t('criteria.form.hintSetHere');
  else if (criterion.value === null) hint = t('criteria.form.hintInheritsNothing');
  else
    hint = t('criteria.form.hintInherits', {
      value: formatCriterionValue(criterion.value, criterion.unit, i18n.language, t),
    });
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <NumberInput
        style={{ flex: 1, minWidth: 0 }}
        label={label}
        description={hint}
        rightSection={criterion.unit === 'ratio' ? undefined : t(`criteria.form.units.${criterion.unit}`)}
        rightSectionWidth={criterion.unit === 'years' ? 56 : 36}
        rightSectionPointerEvents="none"
        hideControls
        clampBehavior="none"
        {...unitInput[criterion.unit]}
        {...form.getInputProps(path)}
      />
      <Button
        variant="subtle"
        size="sm"
        disabled={!filled}
        aria-label={t('criteria.form.clearLabel', { label })}
        onClick={() => form.setFieldValue(path, '')}
      >
        {t('criteria.form.clear')}
      </Button>
    </Group>
  );
}

export function CriteriaFields({
  form,
  criteria,
  assetType,
  assetID,
}: {
  form: UseFormReturnType<CriteriaFormValues>;
  criteria: DesignCriteria;
  assetType: AssetType;
  assetID: string;
}) {
  const { t } = useTranslation('assetSafety');
  const byKey = new Map<CriterionKey, EffectiveCriterion>(
    criteria.criteria.map((criterion) => [criterion.key, criterion]),
  );
  return criterionGroups.map(({ group, keys }) => (
    <Fieldset key={group} legend={t(`criteria.groups.${group}`)} radius="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
        {keys.map((key) => {
          const criterion = byKey.get(key);
          return criterion ? (
            <CriterionField
              key={key}
              form={form}
              criterion={criterion}
              setHere={isSetHere(criterion, assetType, assetID)}
            />
          ) : null;
        })}
      </SimpleGrid>
    </Fieldset>
  ));
}
