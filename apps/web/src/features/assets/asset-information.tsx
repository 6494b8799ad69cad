/**
 * The Information section of an asset: Edit and Delete (for those who may), its details or the form
 * editing them, where it sits in the tree and what it holds, and its history.
 */
import { useAbility } from '@casl/react';
import { Button, Group, Stack } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { AppAbility } from '@freeboard/shared/auth/abilities';
import type { AssetRef } from '@freeboard/shared/common/asset-ref.schemas';
import type { AssetType } from '@freeboard/shared/common/assets';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordHistory, type HistoryFieldText } from '../../components/record-history/record-history';
import type { AreaKeys } from '../../lib/area-keys';
import { AssetChildren } from './asset-children';
import { assetKinds } from './asset-kinds';
import { AssetPlacement } from './asset-placement';

interface AssetInformationProps {
  type: AssetType;
  assetID: string;
  /** The assets above it, site first (none for a site). */
  ancestors: readonly AssetRef[];
  details: ReactNode;
  renderEditForm: (onDone: () => void) => ReactNode;
  deleteButton: ReactNode;
  history: { keys: AreaKeys; fields: HistoryFieldText };
}

export function AssetInformation({
  type,
  assetID,
  ancestors,
  details,
  renderEditForm,
  deleteButton,
  history,
}: AssetInformationProps) {
  const { t } = useTranslation('assets');
  const ability = useAbility<AppAbility>();
  const [editing, setEditing] = useState(false);
  const { subject } = assetKinds[type];
  const mayUpdate = ability.can('update', subject);
  const mayDelete = ability.can('delete', subject);
  return (
    <Stack gap="lg">
      {editing ? (
        renderEditForm(() => setEditing(false))
      ) : (
        <>
          {mayUpdate || mayDelete ? (
            <Group justify="flex-end" gap="sm">
              {mayUpdate ? (
                <Button leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setEditing(true)}>
                  {t('edit.button')}
                </Button>
              ) : null}
              {mayDelete ? deleteButton : null}
            </Group>
          ) : null}
          {details}
        </>
      )}
      {ancestors.length > 0 ? <AssetPlacement ancestors={ancestors} /> : null}
      <AssetChildren type={type} assetID={assetID} />
      <RecordHistory
        subject={{ keys: history.keys, subjectType: subject, subjectID: assetID }}
        fields={history.fields}
      />
    </Stack>
  );
}
