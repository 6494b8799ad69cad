import { Select } from '@mantine/core';
import { siteStatuses } from '@freeboard/shared/common/assets';
import { useTranslation } from 'react-i18next';
import { CountrySelect } from '../../../components/country-select';
import { halfOnPhone } from '../../../components/list-view/list-filters';
import type { SiteSearch } from '../site-search';

interface SiteFiltersProps {
  search: SiteSearch;
  onChange: (filters: Pick<SiteSearch, 'status' | 'country'>) => void;
}

export function SiteFilters({ search, onChange }: SiteFiltersProps) {
  const { t } = useTranslation('sites');
  const { status, country } = search;
  return (
    <>
      <Select
        label={t('filters.status')}
        placeholder={t('filters.anyStatus')}
        data={siteStatuses.map((value) => ({ value, label: t(`statuses.${value}`) }))}
        value={status ?? null}
        onChange={(next) => onChange({ status: siteStatuses.find((value) => value === next), country })}
        clearable
        w={halfOnPhone(210)}
        comboboxProps={{ withinPortal: true }}
      />
      <CountrySelect
        label={t('filters.country')}
        placeholder={t('filters.anyCountry')}
        nothingFoundMessage={t('filters.noCountry')}
        value={country ?? null}
        onChange={(next) => onChange({ status, country: next ?? undefined })}
        clearable
        w={halfOnPhone(220)}
      />
    </>
  );
}
