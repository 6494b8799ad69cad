/** The fields of a cross-section, for creating one and for editing one; labels are CONTRACT §10's names. */
import { TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  AssetFieldsGrid,
  type AssetFieldsProps,
  ParentField,
  MeasureField,
} from '../../../components/assets/asset-form-fields';
import type { CrossSectionFormValues } from '../cross-section-form-values';

export function CrossSectionFormFields({ form, mode }: AssetFieldsProps<CrossSectionFormValues>) {
  const { t } = useTranslation('assets');
  return (
    <AssetFieldsGrid form={form} mode={mode} codeExample="XS-001">
      <ParentField type="facility" inputProps={form.getInputProps('facilityID')} />
      <MeasureField label={t('fields.chainageM')} inputProps={form.getInputProps('chainageM')} />
      <MeasureField label={t('fields.crestElevationMasl')} inputProps={form.getInputProps('crestElevationMasl')} />
      <MeasureField label={t('fields.heightM')} inputProps={form.getInputProps('heightM')} />
      <TextInput
        label={t('fields.upstreamSlope')}
        description={t('form.slopeHint')}
        autoComplete="off"
        {...form.getInputProps('upstreamSlope')}
      />
      <TextInput
        label={t('fields.downstreamSlope')}
        description={t('form.slopeHint')}
        autoComplete="off"
        {...form.getInputProps('downstreamSlope')}
      />
      <Textarea label={t('fields.foundation')} autosize minRows={2} {...form.getInputProps('foundation')} />
      <Textarea label={t('fields.materials')} autosize minRows={2} {...form.getInputProps('materials')} />
    </AssetFieldsGrid>
  );
}
