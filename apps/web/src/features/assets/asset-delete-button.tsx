/**
 * Deleting an asset after a confirmation, in the kind's words. One that still holds records below it
 * is refused (409 has_dependents): the dialog says what must go first.
 */
import { notifications } from '@mantine/notifications';
import type { AssetType } from '@freeboard/shared/common/assets';
import { useTranslation } from 'react-i18next';
import { DeleteRecordButton } from '../../components/record-page/delete-record-button';
import type { AssetWrites } from './api/asset-record-api';
import { useDeleteAsset } from './api/asset-writes';
import { useAssetText } from './use-asset-text';

interface AssetDeleteButtonProps {
  type: AssetType;
  api: AssetWrites<unknown, never, never>;
  record: { id: string; code: string; name: string };
  onDeleted: () => unknown;
}

export function AssetDeleteButton({ type, api, record, onDeleted }: AssetDeleteButtonProps) {
  const { t } = useAssetText(type);
  const { t: assetText } = useTranslation('assets');
  const mutation = useDeleteAsset(api, record.id, async () => {
    notifications.show({ color: 'green', message: t('delete.done', { code: record.code, name: record.name }) });
    await onDeleted();
  });
  return (
    <DeleteRecordButton
      mutation={mutation}
      labels={{
        button: assetText('delete.button'),
        title: t('delete.title', { code: record.code }),
        text: t('delete.text', { name: record.name }),
        confirm: t('delete.confirm'),
        refusals: { has_dependents: t('delete.hasDependents') },
      }}
    />
  );
}
