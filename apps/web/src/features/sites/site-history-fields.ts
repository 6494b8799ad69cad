/** How the History panel names a site's fields and shows their recorded values. */
import { countryName } from '@freeboard/shared/common/countries';
import { siteStatuses } from '@freeboard/shared/common/assets';
import type { i18n as I18n } from 'i18next';
import type { HistoryFieldText } from '../../components/record-history/record-history';

export function siteHistoryFields(i18n: I18n): HistoryFieldText {
  const t = i18n.getFixedT(null, 'sites');
  return {
    label: (field) => (i18n.exists(`sites:fields.${field}`) ? t(`fields.${field}`) : field),
    value: (field, value) => {
      if (field === 'status' && siteStatuses.includes(value as never)) return t(`statuses.${String(value)}`);
      if (field === 'country' && typeof value === 'string' && value) return countryName(value, i18n.language);
      return undefined;
    },
  };
}
