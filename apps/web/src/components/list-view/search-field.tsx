/**
 * The list's search box (CONTRACT §10: labelled `Search`). What is typed shows at once; the list
 * follows a moment after the typing stops, so each keystroke does not start a request.
 */
import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export const searchDelayMs = 300;

interface SearchFieldProps {
  /** The search in effect (from the address). */
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  placeholder?: string;
}

export function SearchField({ value, onChange, placeholder }: SearchFieldProps) {
  const { t } = useTranslation('common');
  const [text, setText] = useState(value ?? '');
  // The address changed by other means (back button, a cleared filter): show its search.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if ((value ?? '') !== text.trim()) setText(value ?? '');
  }
  const commit = useDebouncedCallback((next: string) => onChange(next.trim() || undefined), searchDelayMs);
  return (
    <TextInput
      type="search"
      label={t('list.search')}
      placeholder={placeholder}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        commit(event.currentTarget.value);
      }}
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={
        text ? (
          <CloseButton
            size="sm"
            aria-label={t('list.clearSearch')}
            onClick={() => {
              setText('');
              commit.cancel();
              onChange(undefined);
            }}
          />
        ) : null
      }
      w={{ base: '100%', xs: 260 }}
    />
  );
}
