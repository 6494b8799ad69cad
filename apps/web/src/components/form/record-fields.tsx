/**
 * Fields every coded record's form has, labelled in its area's words (`<namespace>:fields.…`):
 * `Code` (optional on a new record: the server assigns the next free one), `Name`, a required
 * choice and the long `Description` across the foot of the form.
 */
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormMode } from '../../lib/collection/area-definition';
import { LongTextField } from './long-text-field';

export interface NamedValues {
  code: string;
  name: string;
  description: string;
}

/** What a form's fields are drawn from: the form, and whether it creates a record or edits one. */
export interface RecordFieldsProps<Values extends NamedValues> {
  form: UseFormReturnType<Values>;
  mode: FormMode;
}

interface LabelledFieldsProps<Values extends NamedValues> extends RecordFieldsProps<Values> {
  /** The namespace whose `fields.<field>` names the fields. */
  namespace: string;
  codeExample: string;
  /**
   * The field naming the record: `name` unless the area says otherwise (`title`); a record named
   * by its `description` (a control) has no description of its own below.
   */
  nameField?: string;
}

/** A record's form: code and name first, then the area's own fields, the description across the foot. */
export function RecordFieldsGrid<Values extends NamedValues>({
  children,
  ...props
}: LabelledFieldsProps<Values> & { children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
      <CodeAndNameFields {...props} />
      {children}
      {props.nameField === 'description' ? null : <DescriptionField form={props.form} namespace={props.namespace} />}
    </SimpleGrid>
  );
}

export function CodeAndNameFields<Values extends NamedValues>({
  form,
  mode,
  namespace,
  codeExample,
  nameField = 'name',
}: LabelledFieldsProps<Values>) {
  const { t } = useTranslation(namespace);
  const { t: common } = useTranslation('common');
  return (
    <>
      <TextInput
        label={t('fields.code')}
        placeholder={mode === 'create' ? common('form.codePlaceholder', { example: codeExample }) : undefined}
        description={mode === 'create' ? common('form.codeHint') : undefined}
        required={mode === 'edit'}
        autoComplete="off"
        {...form.getInputProps('code')}
      />
      {nameField === 'description' ? (
        // A name that is a sentence or two: as wide as the form, growing as it is typed.
        <LongTextField label={t('fields.description')} required {...form.getInputProps('description')} />
      ) : (
        <TextInput label={t(`fields.${nameField}`)} required autoComplete="off" {...form.getInputProps(nameField)} />
      )}
    </>
  );
}

export function DescriptionField<Values extends NamedValues>({
  form,
  namespace,
}: Pick<LabelledFieldsProps<Values>, 'form' | 'namespace'>) {
  const { t } = useTranslation(namespace);
  return <LongTextField label={t('fields.description')} lines="many" {...form.getInputProps('description')} />;
}

/** A required choice from one of the register's enumerations (type, method, status). */
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
  const { t } = useTranslation('common');
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
