/** The fields of an infrastructure, for creating one and for editing one; labels are CONTRACT §10's names. */
import { TextInput } from '@mantine/core';
import { infrastructureTypes } from '@freeboard/shared/infrastructures/infrastructures.schemas';
import { useTranslation } from 'react-i18next';
import { AssetFieldsGrid, type AssetFieldsProps, ParentField } from '../../../components/assets/asset-form-fields';
import { ChoiceField } from '../../../components/form/record-fields';
import type { InfrastructureFormValues } from '../infrastructure-form-values';

export function InfrastructureFormFields({ form, mode }: AssetFieldsProps<InfrastructureFormValues>) {
  const { t } = useTranslation('assets');
  return (
    <AssetFieldsGrid form={form} mode={mode} codeExample="I-001">
      <ParentField type="site" inputProps={form.getInputProps('siteID')} />
      <ChoiceField
        label={t('fields.type')}
        values={infrastructureTypes}
        labelOf={(value) => t(`infrastructureTypes.${value}`)}
        inputProps={form.getInputProps('type')}
      />
      <TextInput
        label={t('fields.phase')}
        description={t('form.infrastructurePhaseHint')}
        autoComplete="off"
        {...form.getInputProps('phase')}
      />
    </AssetFieldsGrid>
  );
}
