/** How the History panel names a site's fields and shows their recorded values. */
import { countryName } from '@freeboard/shared/common/countries';
import type { i18n as I18n } from 'i18next';
import type { HistoryFieldText } from '../../components/record-history/record-history';
import { assetHistoryFields } from '../assets/asset-history-fields';

export function siteHistoryFields(i18n: I18n): HistoryFieldText {
  return assetHistoryFields(i18n, 'sites', { status: 'statuses' }, (field, value) =>
    field === 'country' && typeof value === 'string' && value ? countryName(value, i18n.language) : undefined,
  );
}
