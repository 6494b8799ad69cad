/**
 * A plain area's declared fields as the form's inputs (`lib/collection/field-declarations.ts`), each
 * kind drawn here once; how they read is `declared-fields.tsx`. Apart from it so that a list, which
 * only reads, loads none of the inputs and pickers.
 */
import { NumberInput, Select, Switch, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { assetTypes, type AssetType } from '@freeboard/shared/common/assets';
import { useTranslation } from 'react-i18next';
import type { FormMode } from '../../lib/collection/area-definition';
import { editableFieldsOf, wordsOf, type DeclaredField } from '../../lib/collection/field-declarations';
import { ParentField } from '../assets/asset-form-fields';
import { AssetSelect } from '../assets/asset-select';
import { CountrySelect } from '../country-select';
import { ChoiceField, RecordFieldsGrid, type NamedValues } from '../form/record-fields';
import { PersonSelect, RecordSelect } from '../form/searched-pickers';
import { LongTextField } from '../form/long-text-field';

import { referenceLabel, type AnyRecord, type DeclaredArea } from './declared-fields';

export function DeclaredFormFields<Values extends NamedValues>({
  area,
  form,
  mode,
  record,
}: {
  area: DeclaredArea;
  form: UseFormReturnType<Values>;
  mode: FormMode;
  /** The record being edited: how it names what its pickers hold. */
  record?: object;
}) {
  const { t } = useTranslation(area.namespace);
  const values = form.getValues() as unknown as AnyRecord;
  return (
    <RecordFieldsGrid
      form={form}
      mode={mode}
      namespace={area.namespace}
      codeExample={area.codeExample}
      nameField={area.nameField}
    >
      {editableFieldsOf(area.fields)
        .filter(([, field]) => !field.when || values[field.when.field] === field.when.value)
        .map(([name, field]) => (
          <DeclaredInput
            key={name}
            namespace={area.namespace}
            name={name}
            label={t(`fields.${name}`)}
            field={field}
            form={form as unknown as UseFormReturnType<AnyRecord>}
            record={record as AnyRecord | undefined}
            labelOf={(value) => t(`${wordsOf(name, field)}.${value}`)}
          />
        ))}
    </RecordFieldsGrid>
  );
}

function DeclaredInput({
  namespace,
  name,
  label,
  field,
  form,
  record,
  labelOf,
}: {
  namespace: string;
  name: string;
  label: string;
  field: DeclaredField;
  form: UseFormReturnType<AnyRecord>;
  record: AnyRecord | undefined;
  labelOf: (value: string) => string;
}) {
  const inputProps = form.getInputProps(name);
  const { t } = useTranslation(namespace);
  const description = field.hint ? t(field.hint) : undefined;
  switch (field.kind) {
    case 'parent':
      return <ParentField type={field.type} inputProps={inputProps} />;
    case 'country':
      return <CountryInput label={label} inputProps={inputProps} />;
    case 'location':
      return (
        <>
          <CoordinateInput axis="latitude" namespace={namespace} inputProps={inputProps} />
          <CoordinateInput axis="longitude" namespace={namespace} inputProps={form.getInputProps(field.longitude)} />
        </>
      );
    case 'choice':
      return <ChoiceField label={label} values={field.values} labelOf={labelOf} inputProps={inputProps} />;
    case 'optionalChoice':
      return (
        <Select
          label={label}
          data={field.values.map((value) => ({ value, label: labelOf(value) }))}
          clearable
          comboboxProps={{ withinPortal: true }}
          {...inputProps}
        />
      );
    case 'boolean':
      return (
        // Beside the other inputs, at the height of their boxes.
        <Switch label={label} mt={{ sm: 'xl' }} {...form.getInputProps(name, { type: 'checkbox' })} />
      );
    case 'person':
      return (
        <PersonSelect
          label={label}
          chosenLabel={record?.[field.nameField] as string | null | undefined}
          {...inputProps}
        />
      );
    case 'reference':
      return (
        <RecordSelect
          label={label}
          required
          reference={{ collection: field.collection, idField: name, nameField: field.nameField }}
          chosenLabel={referenceLabel(record?.[field.shownBy])}
          {...(inputProps as { value: string | null; onChange: (value: string | null) => void })}
        />
      );
    case 'asset':
      return <AssetInput form={form} record={record} />;
    case 'date':
      return <TextInput label={label} type="date" {...inputProps} />;
    case 'number':
      return (
        <NumberInput label={label} decimalScale={field.decimals} hideControls clampBehavior="none" {...inputProps} />
      );
    case 'optionalText':
      return field.long ? (
        <LongTextField label={label} {...inputProps} />
      ) : (
        <TextInput label={label} description={description} autoComplete="off" {...inputProps} />
      );
    default:
      return <TextInput label={label} description={description} required autoComplete="off" {...inputProps} />;
  }
}

/** A country, found by typing its name in the reader's language (or its code). */
function CountryInput({ label, inputProps }: { label: string; inputProps: object }) {
  const { t } = useTranslation('common');
  return (
    <CountrySelect
      label={label}
      placeholder={t('pickers.country')}
      nothingFoundMessage={t('pickers.noCountry')}
      required
      {...inputProps}
    />
  );
}

/** Degrees as typed, to six places; the schema reports a value outside the axis's range. */
function CoordinateInput({
  axis,
  namespace,
  inputProps,
}: {
  axis: 'latitude' | 'longitude';
  namespace: string;
  inputProps: object;
}) {
  const { t } = useTranslation(namespace);
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

/** The asset a record is about: its kind, then one asset of that kind; changing the kind clears the asset. */
function AssetInput({ form, record }: { form: UseFormReturnType<AnyRecord>; record: AnyRecord | undefined }) {
  const { t } = useTranslation('common');
  const { t: assetText } = useTranslation('assets');
  const assetType = form.getValues().assetType as AssetType | null;
  const recorded = record?.asset as { assetID: string; code: string; name: string } | null | undefined;
  return (
    <>
      <Select
        label={t('pickers.assetType')}
        placeholder={t('pickers.noAsset')}
        data={assetTypes.map((type) => ({ value: type, label: assetText(`kinds.${type}`) }))}
        clearable
        comboboxProps={{ withinPortal: true }}
        {...form.getInputProps('assetType')}
        onChange={(type) => {
          form.setFieldValue('assetType', type);
          form.setFieldValue('assetID', null);
        }}
      />
      {assetType ? (
        <AssetSelect
          key={assetType}
          type={assetType}
          label={t('pickers.asset')}
          required
          clearable
          {...form.getInputProps('assetID')}
          placeholder={recorded ? `${recorded.code} ${recorded.name}` : undefined}
        />
      ) : null}
    </>
  );
}

/** A linked record as the record carries it: "R-001 Overtopping of …". */
