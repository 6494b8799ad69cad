/** The asset a record sits under, as the declared forms' input of a parent (`assets:fields.…`). */
import type { AssetType } from '@freeboard/shared/common/assets';
import { useTranslation } from 'react-i18next';
import { AssetSelect } from './asset-select';

/** The asset a record sits under, required: "Site", "Infrastructure" or "Facility", chosen by code and name. */
export function ParentField({ type, inputProps }: { type: Exclude<AssetType, 'cross-section'>; inputProps: object }) {
  const { t } = useTranslation('assets');
  return (
    <AssetSelect
      type={type}
      label={t(`fields.${type}`)}
      placeholder={t(`form.${type}Placeholder`)}
      required
      allowDeselect={false}
      {...inputProps}
    />
  );
}
