/** The fields of a site, for creating one and for editing one; labels are CONTRACT §10's names. */
import { NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { siteStatuses } from '@freeboard/shared/common/assets';
import { useTranslation } from 'react-i18next';
import { CountrySelect } from '../../../components/country-select';
import { CodeAndNameFields, DescriptionField } from '../../../components/form/record-fields';
import type { SiteFormValues } from '../site-form-values';

export function SiteFormFields({ form, mode }: { form: UseFormReturnType<SiteFormValues>; mode: 'create' | 'edit' }) {
  const { t } = useTranslation('sites');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
      <CodeAndNameFields form={form} mode={mode} namespace="sites" codeExample="S-001" />
      <DescriptionField form={form} namespace="sites" />
      <CountrySelect
        label={t('fields.country')}
        placeholder={t('form.countryPlaceholder')}
        nothingFoundMessage={t('filters.noCountry')}
        required
        {...form.getInputProps('country')}
      />
      <TextInput label={t('fields.region')} autoComplete="off" {...form.getInputProps('region')} />
      <CoordinateField axis="latitude" inputProps={form.getInputProps('latitude')} />
      <CoordinateField axis="longitude" inputProps={form.getInputProps('longitude')} />
      <TextInput label={t('fields.commodity')} autoComplete="off" {...form.getInputProps('commodity')} />
      <TextInput label={t('fields.operator')} autoComplete="off" {...form.getInputProps('operator')} />
      <Select
        label={t('fields.status')}
        data={siteStatuses.map((value) => ({ value, label: t(`statuses.${value}`) }))}
        allowDeselect={false}
        required
        comboboxProps={{ withinPortal: true }}
        {...form.getInputProps('status')}
      />
    </SimpleGrid>
  );
}

/** Degrees as typed, to six places; the schema reports a value outside the axis's range. */
function CoordinateField({ axis, inputProps }: { axis: 'latitude' | 'longitude'; inputProps: object }) {
  const { t } = useTranslation('sites');
  const limit = axis === 'latitude' ? 90 : 180;
  return (
    <NumberInput
      label={t(`fields.${axis}`)}
      description={t(`form.${axis}Hint`)}
      min={-limit}
      max={limit}
      decimalScale={6}
      hideControls
      clampBehavior="none"
      {...inputProps}
    />
  );
}
