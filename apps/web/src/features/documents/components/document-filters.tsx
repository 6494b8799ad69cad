/**
 * Above a list of documents: the search (CONTRACT §10 `Search`; the API also searches the files'
 * text) and the author and tag filters of the section or asset.
 */
import { Button, Group, MultiSelect, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SearchField } from '../../../components/list-view/search-field';
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
  // The search has its own clear button; this one clears the filters beside it.
  const active = filters.author !== undefined || (filters.tag?.length ?? 0) > 0;
  return (
    <Group gap="sm" align="flex-end" role="search" aria-label={t('filters.label')}>
      <SearchField
        value={filters.q}
        onChange={(q) => onChange({ ...filters, q })}
        placeholder={t('filters.searchPlaceholder')}
      />
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
        <Button variant="subtle" onClick={() => onChange(filters.q ? { q: filters.q } : {})}>
          {t('filters.clear')}
        </Button>
      ) : null}
    </Group>
  );
}
