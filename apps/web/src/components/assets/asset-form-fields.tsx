/**
 * Fields every asset's form has, labelled with CONTRACT §10's names: `Code` (optional on a new
 * record: the server assigns the next free one), `Name` and `Description`.
 */
import { NumberInput, Select, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { AssetType } from '@freeboard/shared/common/assets';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AssetSelect } from './asset-select';

interface NamedValues {
  code: string;
  name: string;
  description: string;
}

interface FieldProps<Values extends NamedValues> {
  form: UseFormReturnType<Values>;
}

/** What a kind's fields are drawn from: the form, and whether it creates a record or edits one. */
export interface AssetFieldsProps<Values extends NamedValues> extends FieldProps<Values> {
  mode: 'create' | 'edit';
}

/** A kind's form: code and name first, then the kind's own fields, the description across the foot. */
export function AssetFieldsGrid<Values extends NamedValues>({
  form,
  mode,
  codeExample,
  children,
}: AssetFieldsProps<Values> & { codeExample: string; children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
      <CodeAndNameFields form={form} mode={mode} codeExample={codeExample} />
      {children}
      <DescriptionField form={form} />
    </SimpleGrid>
  );
}

export function CodeAndNameFields<Values extends NamedValues>({
  form,
  mode,
  codeExample,
}: AssetFieldsProps<Values> & { codeExample: string }) {
  const { t } = useTranslation('assets');
  return (
    <>
      <TextInput
        label={t('fields.code')}
        placeholder={mode === 'create' ? t('form.codePlaceholder', { example: codeExample }) : undefined}
        description={mode === 'create' ? t('form.codeHint') : undefined}
        required={mode === 'edit'}
        autoComplete="off"
        {...form.getInputProps('code')}
      />
      <TextInput label={t('fields.name')} required autoComplete="off" {...form.getInputProps('name')} />
    </>
  );
}

/** The long description, across the whole form. */
export function DescriptionField<Values extends NamedValues>({ form }: FieldProps<Values>) {
  const { t } = useTranslation('assets');
  return (
    <Textarea
      label={t('fields.description')}
      autosize
      minRows={3}
      maxRows={10}
      style={{ gridColumn: '1 / -1' }}
      {...form.getInputProps('description')}
    />
  );
}

/** A required choice from one of the register's enumerations (type, method, phase). */
export function ChoiceField<Value extends string>({
  label,
  values,
  labelOf,
  inputProps,
}: {
  label: string;
  values: readonly Value[];
  labelOf: (value: Value) => string;
  inputProps: object;
}) {
  const { t } = useTranslation('assets');
  return (
    <Select
      label={label}
      placeholder={t('form.choose')}
      data={values.map((value) => ({ value, label: labelOf(value) }))}
      allowDeselect={false}
      required
      comboboxProps={{ withinPortal: true }}
      {...inputProps}
    />
  );
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
