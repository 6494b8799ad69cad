/**
 * Choosing a member of the tenant (`GET /api/users`): the server searches name and email as the
 * person types, so a tenant of any size works; each option shows the email to tell namesakes apart.
 * An inactive account cannot be chosen. Members the caller already holds (`known`: one just added)
 * are offered whatever the search finds, so choosing them from code shows their name at once.
 */
import { Group, Select, Stack, Text, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import type { Member } from '@freeboard/shared/users/members.schemas';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTenantID } from '../lib/session-context';
import { memberChoicesQueryOptions } from '../lib/members';

type MemberSelectProps = Omit<SelectProps, 'data' | 'onChange' | 'value' | 'searchable'> & {
  value?: string | null;
  onChange: (userID: string | null) => void;
  known?: readonly Member[];
};

const noMembers: readonly Member[] = [];

export function MemberSelect({ value, onChange, known = noMembers, ...props }: MemberSelectProps) {
  const { t } = useTranslation('responsibilities');
  const tenantID = useTenantID();
  const [search, setSearch] = useState('');
  // The chosen member stays an option whatever the current search finds.
  const [chosen, setChosen] = useState<Member | null>(null);
  const pinned = useMemo(
    () => (chosen && !known.some((member) => member.userID === chosen.userID) ? [chosen, ...known] : known),
    [chosen, known],
  );
  const [debouncedSearch] = useDebouncedValue(search.trim(), 250);
  // The chosen name in the field is not a search of its own.
  const chosenName = pinned.find((member) => member.userID === value)?.name;
  const q = debouncedSearch === chosenName ? '' : debouncedSearch;
  const query = useQuery(memberChoicesQueryOptions(tenantID, q));

  const members = useMemo(() => {
    const found = query.data?.data ?? [];
    const foundIDs = new Set(found.map((member) => member.userID));
    return [...pinned.filter((member) => !foundIDs.has(member.userID)), ...found];
  }, [query.data, pinned]);
  const byID = useMemo(() => new Map(members.map((member) => [member.userID, member])), [members]);

  return (
    <Select
      {...props}
      searchable
      value={value ?? null}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(userID) => {
        setChosen(userID ? (byID.get(userID) ?? null) : null);
        onChange(userID);
      }}
      data={members.map((member) => ({ value: member.userID, label: member.name, disabled: !member.active }))}
      // The server has already matched the search, on email too: show what it found.
      filter={({ options }) => options}
      renderOption={({ option }) => {
        const member = byID.get(option.value);
        return (
          <Stack gap={0}>
            <Group gap="xs">
              <Text size="sm">{option.label}</Text>
              {member && !member.active ? (
                <Text size="xs" c="dimmed">
                  ({t('assign.inactive')})
                </Text>
              ) : null}
            </Group>
            <Text size="xs" c="dimmed">
              {member?.email}
            </Text>
          </Stack>
        );
      }}
      nothingFoundMessage={query.isFetching ? undefined : t('assign.nothingFound')}
      comboboxProps={{ withinPortal: true }}
      placeholder={t('assign.personPlaceholder')}
    />
  );
}
