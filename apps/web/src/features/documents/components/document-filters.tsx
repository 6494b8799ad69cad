import { Button, Group, MultiSelect, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DocumentFilters } from '../document-search';

interface DocumentFiltersBarProps {
  filters: DocumentFilters;
  /** The section's authors and tags; `undefined` until the first page arrives. */
  choices: { author: readonly string[]; tags: readonly string[] } | undefined;
  onChange: (filters: DocumentFilters) => void;
}

/** Keeps a chosen value selectable even when the section no longer offers it (an old link). */
function withChosen(choices: readonly string[], chosen: readonly string[]): string[] {
  return [...new Set([...choices, ...chosen])];
}

export function DocumentFiltersBar({ filters, choices, onChange }: DocumentFiltersBarProps) {
  const { t } = useTranslation('documents');
  const active = filters.author !== undefined || (filters.tag?.length ?? 0) > 0;
  return (
    <Group gap="sm" align="flex-end" role="search" aria-label={t('filters.label')}>
      <Select
        label={t('filters.author')}
        placeholder={t('filters.authorPlaceholder')}
        data={withChosen(choices?.author ?? [], filters.author ? [filters.author] : [])}
        value={filters.author ?? null}
        onChange={(author) => onChange({ ...filters, author: author ?? undefined })}
        disabled={choices === undefined}
        clearable
        searchable
        nothingFoundMessage={t('filters.nothingFound')}
        w={{ base: '100%', xs: 240 }}
        comboboxProps={{ withinPortal: true }}
      />
      <MultiSelect
        label={t('filters.tag')}
        placeholder={filters.tag?.length ? undefined : t('filters.tagPlaceholder')}
        data={withChosen(choices?.tags ?? [], filters.tag ?? [])}
        value={filters.tag ?? []}
        onChange={(tag) => onChange({ ...filters, tag: tag.length > 0 ? tag : undefined })}
        disabled={choices === undefined}
        clearable
        searchable
        nothingFoundMessage={t('filters.nothingFound')}
        w={{ base: '100%', xs: 300 }}
        comboboxProps={{ withinPortal: true }}
      />
      {active ? (
        <Button variant="subtle" onClick={() => onChange({})}>
          {t('filters.clear')}
        </Button>
      ) : null}
    </Group>
  );
}
