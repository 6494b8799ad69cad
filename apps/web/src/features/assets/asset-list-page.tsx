/** An asset kind's list page: its title, `New …` for those who may create one, and its list. */
import { useAbility } from '@casl/react';
import type { AppAbility } from '@freeboard/shared/auth/abilities';
import type { AssetType } from '@freeboard/shared/common/assets';
import type { ReactNode } from 'react';
import { ListPage } from '../../components/list-view/list-page';
import { assetKinds } from './asset-kinds';
import { useAssetText } from './use-asset-text';

export function AssetListPage({ type, children }: { type: AssetType; children: ReactNode }) {
  const { t } = useAssetText(type);
  const ability = useAbility<AppAbility>();
  const { listPath, subject } = assetKinds[type];
  return (
    <ListPage
      title={t('title')}
      description={t('description')}
      create={ability.can('create', subject) ? { label: t('new.button'), to: `${listPath}/new` } : undefined}
    >
      {children}
    </ListPage>
  );
}
