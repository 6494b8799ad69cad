/** The fields of a facility, for creating one and for editing one; labels are CONTRACT §10's names. */
import { TextInput } from '@mantine/core';
import { constructionMethods, facilityPhases, facilityTypes } from '@freeboard/shared/facilities/facilities.schemas';
import { useTranslation } from 'react-i18next';
import {
  AssetFieldsGrid,
  type AssetFieldsProps,
  MeasureField,
  ParentField,
} from '../../../components/assets/asset-form-fields';
import { ChoiceField } from '../../../components/form/record-fields';
import type { FacilityFormValues } from '../facility-form-values';

export function FacilityFormFields({ form, mode }: AssetFieldsProps<FacilityFormValues>) {
  const { t } = useTranslation('assets');
  return (
    <AssetFieldsGrid form={form} mode={mode} codeExample="F-001">
      <ParentField type="infrastructure" inputProps={form.getInputProps('infrastructureID')} />
      <ChoiceField
        label={t('fields.type')}
        values={facilityTypes}
        labelOf={(value) => t(`facilityTypes.${value}`)}
        inputProps={form.getInputProps('type')}
      />
      <ChoiceField
        label={t('fields.constructionMethod')}
        values={constructionMethods}
        labelOf={(value) => t(`constructionMethods.${value}`)}
        inputProps={form.getInputProps('constructionMethod')}
      />
      <ChoiceField
        label={t('fields.phase')}
        values={facilityPhases}
        labelOf={(value) => t(`facilityPhases.${value}`)}
        inputProps={form.getInputProps('phase')}
      />
      <MeasureField label={t('fields.heightM')} inputProps={form.getInputProps('heightM')} />
      <MeasureField label={t('fields.crestElevationMasl')} inputProps={form.getInputProps('crestElevationMasl')} />
      <MeasureField label={t('fields.crestLengthM')} inputProps={form.getInputProps('crestLengthM')} />
      <MeasureField label={t('fields.storageVolumeM3')} inputProps={form.getInputProps('storageVolumeM3')} />
      <TextInput type="date" label={t('fields.lastDamSafetyReview')} {...form.getInputProps('lastDamSafetyReview')} />
      <TextInput type="date" label={t('fields.nextDamSafetyReview')} {...form.getInputProps('nextDamSafetyReview')} />
    </AssetFieldsGrid>
  );
}
