import type { AssetType } from '@freeboard/shared/common/assets';
import { useTranslation } from 'react-i18next';

/**
 * The texts of one asset kind: a site's are the `sites` namespace, the other kinds' are their own
 * part of `assets` (`assets:facility.…`), laid out alike (`title`, `list.…`, `new.…`, `edit.…`,
 * `delete.…`, `page.…`), so the shared pieces ask each kind the same keys.
 */
export function useAssetText(type: AssetType) {
  return useTranslation(type === 'site' ? 'sites' : 'assets', { keyPrefix: type === 'site' ? undefined : type });
}

/** The names of an asset kind's fields: `sites:fields.…` for a site, `assets:fields.…` for the others. */
export function useAssetFieldText(type: AssetType) {
  return useTranslation(type === 'site' ? 'sites' : 'assets');
}
