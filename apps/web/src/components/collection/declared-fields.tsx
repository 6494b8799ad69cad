/**
 * A plain area's declared fields as read (`lib/collection/field-declarations.ts`): the facts of its
 * record page, its list cells and badges. Each kind is drawn here once; its input is drawn once in
 * `declared-form-fields.tsx`, apart, so a list loads no form's inputs.
 */
import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { AssetRef } from '@freeboard/shared/common/asset-ref.schemas';
import { type AssetType, type ConsequenceClass } from '@freeboard/shared/common/assets';
import { countryName } from '@freeboard/shared/common/countries';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  besideFieldsOf,
  declaredFieldOf,
  wordsOf,
  type DeclaredField,
  type DeclaredFields,
} from '../../lib/collection/field-declarations';
import { assetKinds } from '../../lib/assets/asset-kinds';
import { formatDate, formatDateTime } from '../../lib/format-date';
import { numberFormat } from '../../lib/intl-formats';
import { AssetParentLink } from '../assets/asset-columns';
import { ConsequenceClassBadge } from '../assets/consequence-class-badge';
import { AssetLink } from '../assets/asset-link';
import { OpenRiskCount } from '../assets/open-risk-count';
import { Fact, FactGrid, FactsPanel, NotRecorded, RecordDescription } from '../record-page/facts';
import { Location } from '../record-page/location';
import { WarningBadge } from './warning-badge';
import { MissingValue } from '../missing-value';
import { RiskRatingBadge } from '../risk-rating-badge';

/** An area's fields and where their words are. */
export interface DeclaredArea {
  /** Its collection (`sites`): an asset's, for what links to its own records elsewhere (its open risks). */
  collection?: string;
  namespace: string;
  fields: DeclaredFields;
  codeExample: string;
  nameField: string;
  /** Its facts are short (codes, numbers, classes): two to a row on a phone too. */
  shortFacts?: boolean;
}

export type AnyRecord = { [field: string]: unknown };

/** A recorded scalar as text (a yes/no as `true` / `false`); anything else as nothing. */
export function scalarText(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
}

export function referenceLabel(shown: unknown): string | null {
  if (!shown || typeof shown !== 'object') return null;
  const { code, title } = shown as { code?: string; title?: string };
  return [code, title].filter(Boolean).join(' ');
}

/** The path of a record of another area, as its list's path and its ID. */
function referencePath(collection: string, recordID: string) {
  return `/${collection}/${encodeURIComponent(recordID)}`;
}

/**
 * A value with a colour, in the area's words: the colour sits in the dot and the label keeps the
 * text colour, so it reads (4.5:1) in both schemes.
 */
export function ValueBadge({ color, children }: { color: string; children: ReactNode }) {
  return (
    <Badge color={color === 'red' ? 'red.7' : `${color}.6`} variant="dot" tt="none" miw="max-content">
      {children}
    </Badge>
  );
}

/**
 * One recorded value in words: a choice's name (a badge where it has a colour), yes or no, a day or
 * a number in the reader's format, a person's name, a link to an asset or a record, or "Not recorded".
 */
export function DeclaredValue({
  namespace,
  collection,
  name,
  field,
  record,
  quiet = false,
}: {
  namespace: string;
  /** The area's collection: an asset's links to its open risks. */
  collection?: string;
  name: string;
  field: DeclaredField | undefined;
  record: object;
  /** Inside a list row: links are not tab stops of their own (the row is), and counts are numbers. */
  quiet?: boolean;
}) {
  const { t, i18n } = useTranslation(namespace);
  const values = record as AnyRecord;
  const value = values[name];
  if (field?.kind === 'location') {
    const longitude = values[field.longitude];
    return (
      <Location
        latitude={typeof value === 'number' ? value : null}
        longitude={typeof longitude === 'number' ? longitude : null}
      />
    );
  }
  if (field?.kind === 'requirement') {
    if (!value) return t(`${field.words}.notRequired`);
    return values[field.met] ? t(`${field.words}.met`) : <WarningBadge>{t(`${field.words}.missing`)}</WarningBadge>;
  }
  if (field?.kind === 'openRisks') {
    const asset = Object.entries(assetKinds).find(([, kind]) => kind.collection === collection);
    if (quiet || !asset || typeof value !== 'number') return scalarText(value);
    const [assetType, kind] = asset as [AssetType, (typeof assetKinds)[AssetType]];
    return <OpenRiskCount assetType={assetType} assetID={scalarText(values[kind.idField])} count={value} />;
  }
  if (field?.kind === 'asset') {
    const asset = value as { assetType: AssetType; assetID: string; code: string; name: string } | null;
    if (!asset) return <NotRecorded />;
    if (quiet && field.codeOnly) {
      return (
        <AssetLink type={asset.assetType} assetID={asset.assetID} tabIndex={-1} size="sm" title={asset.name}>
          {asset.code}
        </AssetLink>
      );
    }
    return (
      <AssetLink type={asset.assetType} assetID={asset.assetID} tabIndex={quiet ? -1 : undefined} size="sm">
        {asset.code} {asset.name}
      </AssetLink>
    );
  }
  if (field?.kind === 'consequenceClass') {
    return <ConsequenceClassBadge value={value as ConsequenceClass | null} />;
  }
  if (field?.kind === 'rating') {
    return <RiskRatingBadge rating={typeof value === 'number' ? value : null} />;
  }
  if (field?.kind === 'parent') {
    // The nearest of the ancestors the record carries, site first.
    const ancestors = values.ancestors as readonly AssetRef[] | undefined;
    return <AssetParentLink asset={ancestors?.at(-1)} compact={false} />;
  }
  if (field?.kind === 'person') {
    const personName = values[field.nameField];
    return typeof personName === 'string' && personName ? personName : <NotRecorded />;
  }
  if (field?.kind === 'reference') {
    const label = referenceLabel(values[field.shownBy]);
    if (typeof value !== 'string' || !label) return <NotRecorded />;
    return (
      <Anchor component={Link} to={referencePath(field.collection, value)} tabIndex={quiet ? -1 : undefined} size="sm">
        {label}
      </Anchor>
    );
  }
  const text = scalarText(value);
  if (text === '') return <NotRecorded />;
  if (!field) {
    // The timestamps every record has.
    return /At$/.test(name) ? formatDateTime(text, i18n.language) : text;
  }
  switch (field.kind) {
    case 'choice':
    case 'optionalChoice':
    case 'boolean': {
      const words = t(`${wordsOf(name, field)}.${text}`);
      const color = field.colors?.[text];
      return color ? <ValueBadge color={color}>{words}</ValueBadge> : words;
    }
    case 'date':
      return formatDate(text, i18n.language);
    case 'country':
      return countryName(text, i18n.language);
    case 'number':
      return numberFormat(i18n.language).format(Number(text));
    default:
      return text;
  }
}

/** What is shown beside a value (a state, a link): only what is there, and a coloured yes/no only when it has a colour. */
function BesideValues({
  area,
  names,
  record,
  quiet,
}: {
  area: DeclaredArea;
  names: readonly string[];
  record: object;
  quiet?: boolean;
}) {
  const values = record as AnyRecord;
  const shown = names.filter((name) => {
    const field = declaredFieldOf(area.fields, name);
    const value = field?.kind === 'reference' ? values[field.shownBy] : values[name];
    if (value === null || value === undefined || value === '') return false;
    // A requirement beside another value is only its warning.
    if (field?.kind === 'requirement') return value === true && !values[field.met];
    return field?.kind !== 'boolean' || Boolean(field.colors?.[scalarText(value)]);
  });
  return shown.map((name) => (
    <DeclaredValue
      key={name}
      namespace={area.namespace}
      collection={area.collection}
      name={name}
      field={declaredFieldOf(area.fields, name)}
      record={record}
      quiet={quiet}
    />
  ));
}

/** A value with what the declaration shows beside it, on one line that wraps. */
function ValueWithBeside({
  area,
  name,
  record,
  quiet,
}: {
  area: DeclaredArea;
  name: string;
  record: object;
  /** In a list row: what is shown beside it there too (`listBeside`). */
  quiet?: boolean;
}) {
  const field = declaredFieldOf(area.fields, name);
  const value = (
    <DeclaredValue
      namespace={area.namespace}
      collection={area.collection}
      name={name}
      field={field}
      record={record}
      quiet={quiet}
    />
  );
  const beside = [...(field?.beside ?? []), ...((quiet && field?.listBeside) || [])];
  if (beside.length === 0) return value;
  return (
    <Group component="span" gap={6} wrap="wrap" align="center">
      <span>{value}</span>
      <BesideValues area={area} names={beside} record={record} quiet={quiet} />
    </Group>
  );
}

/** The fields shown as facts: each not only shown beside another, and not hidden while empty. */
function factNamesOf(area: DeclaredArea, record: AnyRecord, panel?: string): string[] {
  const besides = besideFieldsOf(area.fields);
  return Object.keys(area.fields).filter((name) => {
    if (declaredFieldOf(area.fields, name)?.panel !== panel) return false;
    const field = declaredFieldOf(area.fields, name);
    // Where a record sits is shown as its own panel, not as a fact.
    if (!field || besides.has(name) || field.kind === 'parent') return false;
    if (!field.hideWhenEmpty) return true;
    const value = field.kind === 'reference' ? record[field.shownBy] : record[name];
    return value !== null && value !== undefined && value !== '';
  });
}

/** A fact's label: the field's, a location's `fields.location`, a requirement's `fields.<words>`. */
function factLabelOf(name: string, field: DeclaredField | undefined): string {
  if (field?.kind === 'location') return 'fields.location';
  if (field?.kind === 'requirement') return `fields.${field.words}`;
  return `fields.${name}`;
}

function DeclaredFacts({ area, names, record }: { area: DeclaredArea; names: readonly string[]; record: object }) {
  const { t } = useTranslation(area.namespace);
  return names.map((name) => (
    <Fact key={name} label={t(factLabelOf(name, declaredFieldOf(area.fields, name)))}>
      <ValueWithBeside area={area} name={name} record={record} />
    </Fact>
  ));
}

/** The panels of facts after the first (`panel`), each under its heading, in the order first declared. */
function panelsOf(area: DeclaredArea): string[] {
  const panels = Object.values(area.fields).flatMap((field) => (field?.panel ? [field.panel] : []));
  return [...new Set(panels)];
}

export function DeclaredDetails({ area, record }: { area: DeclaredArea; record: object }) {
  const { t } = useTranslation(area.namespace);
  const values = record as AnyRecord;
  const shown = ['code', ...factNamesOf(area, values), 'createdAt', 'updatedAt'];
  const main = (
    <FactsPanel>
      <FactGrid cols={area.shortFacts ? { base: 2, md: 3 } : { base: 1, xs: 2, md: 3 }}>
        <DeclaredFacts area={area} names={shown} record={record} />
      </FactGrid>
      {area.nameField === 'description' ? null : (
        <RecordDescription label={t('fields.description')} text={scalarText(values.description)} />
      )}
    </FactsPanel>
  );
  const panels = panelsOf(area);
  if (panels.length === 0) return main;
  return (
    <Stack gap="md">
      {main}
      {panels.map((panel) => (
        <FactsPanel key={panel} title={t(panel)}>
          {/* Counts and classes: five to a row on a wide screen. */}
          <FactGrid cols={{ base: 2, sm: 3, lg: 5 }}>
            <DeclaredFacts area={area} names={factNamesOf(area, values, panel)} record={record} />
          </FactGrid>
        </FactsPanel>
      ))}
    </Stack>
  );
}

/** Whether the record has a value for the field, as it carries it (a person by name, a link by what it shows). */
function hasValue(field: DeclaredField, name: string, record: AnyRecord): boolean {
  const value =
    field.kind === 'person'
      ? record[field.nameField]
      : field.kind === 'reference'
        ? record[field.shownBy]
        : record[name];
  return value !== null && value !== undefined && value !== '';
}

/** A list cell: the value in words (and what is shown beside it), on one quiet line. */
export function DeclaredCell({ area, name, record }: { area: DeclaredArea; name: string; record: object }) {
  const field = declaredFieldOf(area.fields, name);
  if (field?.missing && !hasValue(field, name, record as AnyRecord)) {
    return <MissingWords namespace={area.namespace} words={field.missing} />;
  }
  return (
    <Text span size="sm">
      <ValueWithBeside area={area} name={name} record={record} quiet />
    </Text>
  );
}

/** The field's own words for a value it lacks (`list.noOwner`). */
function MissingWords({ namespace, words }: { namespace: string; words: string }) {
  const { t } = useTranslation(namespace);
  return <MissingValue>{t(words)}</MissingValue>;
}

/** The badges beside a record's code: its declared choices, as badges. */
export function DeclaredBadges({
  area,
  names,
  record,
}: {
  area: DeclaredArea;
  names: readonly string[];
  record: object;
}) {
  return <BesideValues area={area} names={names} record={record} />;
}
