/**
 * Fields of the asset kinds' forms, labelled with CONTRACT §10's names (`assets:fields.…`): the
 * common ones of every record (`components/form/record-fields.tsx`), a measure and a parent.
 */
import { NumberInput } from '@mantine/core';
import type { AssetType } from '@freeboard/shared/common/assets';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordFieldsGrid, type NamedValues, type RecordFieldsProps } from '../form/record-fields';
import { AssetSelect } from './asset-select';

/** What a kind's fields are drawn from: the form, and whether it creates a record or edits one. */
export type AssetFieldsProps<Values extends NamedValues> = RecordFieldsProps<Values>;

/** A kind's form: code and name first, then the kind's own fields, the description across the foot. */
export function AssetFieldsGrid<Values extends NamedValues>(
  props: AssetFieldsProps<Values> & { codeExample: string; children: ReactNode },
) {
  return <RecordFieldsGrid namespace="assets" {...props} />;
}

/** A measured quantity: typed freely (the schema checks its range), without spinner buttons. */
export function MeasureField({ label, inputProps }: { label: string; inputProps: object }) {
  return <NumberInput label={label} decimalScale={3} hideControls clampBehavior="none" {...inputProps} />;
}

/** The asset a record sits under, required: "Site", "Infrastructure" or "Facility", chosen by code and name. */
export function ParentField({ type, inputProps }: { type: Exclude<AssetType, 'cross-section'>; inputProps: object }) {
  const { t } = useTranslation('assets');
  return (
    <AssetSelect
      type={type}
      label={t(`fields.${type}`)}
      placeholder={t(`form.${type}Placeholder`)}
      required
      allowDeselect={false}
      {...inputProps}
    />
  );
}
