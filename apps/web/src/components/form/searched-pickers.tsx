/**
 * Pickers whose choices the server searches as the person types (`lib/collection/choices-api.ts`):
 * a member of the tenant, a record of another area, documents as evidence. What is chosen stays an
 * option whatever the current search finds, named as the record names it until the list has it.
 */
import { MultiSelect, Select, Stack, Text, type MultiSelectProps, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  documentChoicesOptions,
  memberChoicesOptions,
  recordChoicesOptions,
  type RecordChoice,
} from '../../lib/collection/choices-api';
import type { Member } from '@freeboard/shared/users/members.schemas';
import { useTenantID } from '../../lib/session-context';

type Option = { value: string; label: string; description?: string; disabled?: boolean };

/** The search typed into a picker, debounced; none while it shows the chosen option's own label. */
function useSearchText(chosenLabels: string[]) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  return { search, setSearch, q: chosenLabels.includes(debounced) ? '' : debounced };
}

/**
 * The found options, with the chosen ones kept first when the search leaves them out, named as
 * `known` names them (or `unknown`, until the choices name them).
 */
function withChosen(found: Option[], chosen: string[], known: Map<string, string>, unknown: string): Option[] {
  const missing = chosen
    .filter((value) => !found.some((option) => option.value === value))
    .map((value) => ({ value, label: known.get(value) ?? unknown }));
  return [...missing, ...found];
}

type SingleProps = Omit<SelectProps, 'data' | 'onChange' | 'value' | 'searchable'> & {
  value?: string | null;
  onChange: (value: string | null) => void;
  /** How the record names what it holds (its `ownerName`), for before the choices are in. */
  chosenLabel?: string | null;
};

function useKnown(value: string | null | undefined, chosenLabel: string | null | undefined) {
  const [known] = useState(() => new Map<string, string>());
  if (value && chosenLabel && !known.has(value)) known.set(value, chosenLabel);
  return known;
}

/** One choice searched by the server: every option the server found is shown, none filtered again here. */
function SearchedSelect({
  value,
  search,
  fetching,
  ...props
}: Omit<SelectProps, 'value' | 'searchable' | 'searchValue' | 'filter' | 'onChange'> & {
  value: string | null | undefined;
  onChange: (value: string | null) => void;
  search: string;
  fetching: boolean;
}) {
  const { t } = useTranslation('common');
  return (
    <Select
      {...props}
      searchable
      clearable
      value={value ?? null}
      searchValue={search}
      filter={({ options }) => options}
      nothingFoundMessage={fetching ? undefined : t('pickers.nothingFound')}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/**
 * One choice among rows the server searches (`queryFor(q)`), each shown as `optionOf` makes it: its
 * label, and a second dimmed line when it has a description.
 */
function ServerSearchedSelect<Row, Key extends QueryKey>({
  value,
  onChange,
  chosenLabel,
  queryFor,
  optionOf,
  ...props
}: SingleProps & {
  queryFor: (q: string) => UseQueryOptions<Row[], Error, Row[], Key>;
  optionOf: (row: Row) => Option;
}) {
  const { t } = useTranslation('common');
  const known = useKnown(value, chosenLabel);
  // The field shows the chosen one's name (or "Loading…"): that is no search of its own.
  const { search, setSearch, q } = useSearchText(value ? [known.get(value) ?? t('pickers.loading')] : []);
  const query = useQuery(queryFor(q));
  const data = useMemo(() => {
    const found = (query.data ?? []).map((row) => {
      const option = optionOf(row);
      known.set(option.value, option.label);
      return option;
    });
    return withChosen(found, value ? [value] : [], known, t('pickers.loading'));
  }, [query.data, value, known, optionOf, t]);
  const byValue = new Map(data.map((option) => [option.value, option]));
  return (
    <SearchedSelect
      {...props}
      value={value}
      onChange={onChange}
      search={search}
      onSearchChange={setSearch}
      data={data}
      fetching={query.isFetching}
      renderOption={({ option }) => {
        const description = byValue.get(option.value)?.description;
        return description ? (
          <Stack gap={0}>
            <Text size="sm">{option.label}</Text>
            <Text size="xs" c="dimmed">
              {description}
            </Text>
          </Stack>
        ) : (
          <Text size="sm">{option.label}</Text>
        );
      }}
    />
  );
}

const memberOption = (member: Member): Option => ({
  value: member.userID,
  label: member.name,
  description: member.email,
  disabled: !member.active,
});

/** Any member, whether or not they may still sign in: what a deactivated person did still counts. */
const anyMemberOption = (member: Member): Option => ({ ...memberOption(member), disabled: false });

const recordOption = ({ recordID, label }: RecordChoice): Option => ({ value: recordID, label });

/**
 * A member of the tenant; an inactive account cannot be chosen, unless `inactiveChoosable` (a
 * filter over what people did, rather than someone to give work to).
 */
export function PersonSelect({ inactiveChoosable = false, ...props }: SingleProps & { inactiveChoosable?: boolean }) {
  const { t } = useTranslation('common');
  const tenantID = useTenantID();
  return (
    <ServerSearchedSelect
      placeholder={t('pickers.person')}
      {...props}
      queryFor={(q) => memberChoicesOptions(tenantID, q)}
      optionOf={inactiveChoosable ? anyMemberOption : memberOption}
    />
  );
}

/** A record of another area ("R-001 Overtopping of …"), by its ID. */
export function RecordSelect({
  reference,
  ...props
}: SingleProps & { reference: { collection: string; idField: string; nameField: string } }) {
  const { t } = useTranslation('common');
  const tenantID = useTenantID();
  return (
    <ServerSearchedSelect
      placeholder={t('pickers.record')}
      {...props}
      queryFor={(q) => recordChoicesOptions(tenantID, reference, q)}
      optionOf={recordOption}
    />
  );
}

/** Documents of the tenant as evidence, searched by their title and text. */
export function DocumentsPicker({
  value,
  onChange,
  chosen = [],
  ...props
}: Omit<MultiSelectProps, 'data' | 'onChange' | 'value' | 'searchable'> & {
  value: string[];
  onChange: (documentIDs: string[]) => void;
  /** The documents the record already names, by title. */
  chosen?: readonly { documentID: string; title: string }[];
}) {
  const { t } = useTranslation('common');
  const tenantID = useTenantID();
  const [known] = useState(() => new Map(chosen.map((document) => [document.documentID, document.title])));
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 250);
  const query = useQuery(documentChoicesOptions(tenantID, q));
  const data = useMemo(() => {
    const found = (query.data ?? []).map(({ documentID, title }) => {
      known.set(documentID, title);
      return { value: documentID, label: title };
    });
    return withChosen(found, value, known, t('pickers.loading'));
  }, [query.data, value, known, t]);
  return (
    <MultiSelect
      {...props}
      searchable
      clearable
      value={value}
      onChange={onChange}
      searchValue={search}
      onSearchChange={setSearch}
      data={data}
      filter={({ options }) => options}
      nothingFoundMessage={query.isFetching ? undefined : t('pickers.nothingFound')}
      placeholder={value.length === 0 ? t('pickers.documents') : undefined}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
