/**
 * A plain area's declared fields drawn three ways (`lib/collection/field-declarations.ts`): as the
 * form's inputs, as the facts of its record page, and as list cells. Each kind is drawn here once.
 */
import { NumberInput, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { FormMode } from '../../lib/collection/area-definition';
import type { DeclaredField, DeclaredFields } from '../../lib/collection/field-declarations';
import { formatDate, formatDateTime } from '../../lib/format-date';
import { numberFormat } from '../../lib/intl-formats';
import { ChoiceField, RecordFieldsGrid, type NamedValues } from '../form/record-fields';
import { Fact, FactGrid, FactsPanel, NotRecorded, RecordDescription } from '../record-page/facts';

/** An area's fields and where their words are. */
export interface DeclaredArea {
  namespace: string;
  fields: DeclaredFields;
  codeExample: string;
}

export function DeclaredFormFields<Values extends NamedValues>({
  area,
  form,
  mode,
}: {
  area: DeclaredArea;
  form: UseFormReturnType<Values>;
  mode: FormMode;
}) {
  const { t } = useTranslation(area.namespace);
  return (
    <RecordFieldsGrid form={form} mode={mode} namespace={area.namespace} codeExample={area.codeExample}>
      {Object.entries(area.fields).map(([name, field]) => (
        <DeclaredInput
          key={name}
          label={t(`fields.${name}`)}
          field={field}
          inputProps={form.getInputProps(name)}
          labelOf={(value) => t(`choices.${name}.${value}`)}
        />
      ))}
    </RecordFieldsGrid>
  );
}

function DeclaredInput({
  label,
  field,
  inputProps,
  labelOf,
}: {
  label: string;
  field: DeclaredField;
  inputProps: object;
  labelOf: (value: string) => string;
}) {
  switch (field.kind) {
    case 'choice':
      return <ChoiceField label={label} values={field.values} labelOf={labelOf} inputProps={inputProps} />;
    case 'date':
      return <TextInput label={label} type="date" {...inputProps} />;
    case 'number':
      return <NumberInput label={label} hideControls clampBehavior="none" {...inputProps} />;
    default:
      return <TextInput label={label} required={field.kind === 'text'} autoComplete="off" {...inputProps} />;
  }
}

/** One recorded value in words: a choice's name, a day or a number in the reader's format, or "Not recorded". */
export function DeclaredValue({
  namespace,
  name,
  field,
  value,
}: {
  namespace: string;
  name: string;
  field: DeclaredField | undefined;
  value: string | number | null | undefined;
}) {
  const { t, i18n } = useTranslation(namespace);
  if (value === null || value === undefined || value === '') return <NotRecorded />;
  if (!field) {
    // The timestamps every record has.
    return typeof value === 'string' && /At$/.test(name) ? formatDateTime(value, i18n.language) : String(value);
  }
  switch (field.kind) {
    case 'choice':
      return t(`choices.${name}.${String(value)}`);
    case 'date':
      return formatDate(String(value), i18n.language);
    case 'number':
      return numberFormat(i18n.language).format(Number(value));
    default:
      return String(value);
  }
}

export function DeclaredDetails({ area, record }: { area: DeclaredArea; record: NamedValues & object }) {
  const { t } = useTranslation(area.namespace);
  const shown = ['code', ...Object.keys(area.fields), 'createdAt', 'updatedAt'];
  const values = record as unknown as { [field: string]: string | number | null };
  return (
    <FactsPanel>
      <FactGrid cols={{ base: 2, md: 3 }}>
        {shown.map((name) => (
          <Fact key={name} label={t(`fields.${name}`)}>
            <DeclaredValue namespace={area.namespace} name={name} field={area.fields[name]} value={values[name]} />
          </Fact>
        ))}
      </FactGrid>
      <RecordDescription label={t('fields.description')} text={record.description} />
    </FactsPanel>
  );
}

/** A list cell: the value in words, on one quiet line. */
export function DeclaredCell(props: Parameters<typeof DeclaredValue>[0]) {
  return (
    <Text span size="sm">
      <DeclaredValue {...props} />
    </Text>
  );
}
