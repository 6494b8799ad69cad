/**
 * Countries by their name in the user's language, stored as ISO 3166-1 alpha-2 codes. The runtime
 * names them (Intl.DisplayNames), so no list is kept; typing finds a country by name or by code.
 */
import { Select, type ComboboxItem, type OptionsFilter, type SelectProps } from '@mantine/core';
import { countryName, isCountryCode } from '@freeboard/shared/common/countries';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const countryCodes = [...letters]
  .flatMap((first) => [...letters].map((second) => `${first}${second}`))
  .filter(isCountryCode);

export function countryOptions(language: string): ComboboxItem[] {
  const collator = new Intl.Collator(language);
  return countryCodes
    .map((code) => ({ value: code, label: countryName(code, language) }))
    .sort((a, b) => collator.compare(a.label, b.label));
}

/** Without accents and case, so "peru" finds "Perú". */
function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

const byNameOrCode: OptionsFilter = ({ options, search }) => {
  const wanted = folded(search.trim());
  if (!wanted) return options;
  return (options as ComboboxItem[]).filter(
    (option) => folded(option.label).includes(wanted) || option.value.toLowerCase() === wanted,
  );
};

export function CountrySelect(props: Omit<SelectProps, 'data' | 'searchable' | 'filter'>) {
  const { i18n } = useTranslation();
  const data = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  return (
    <Select
      {...props}
      data={data}
      searchable
      filter={byNameOrCode}
      comboboxProps={{ withinPortal: true, ...props.comboboxProps }}
    />
  );
}
