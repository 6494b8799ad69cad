/** An area's list page: its title, `New …` for those who may create one, the area's own commands beside it (import, export), and its list. */
import { useAbility } from '@casl/react';
import type { AppAbility } from '@freeboard/shared/auth/abilities';
import type { ReactNode } from 'react';
import type { AnyAreaDefinition } from '../../lib/collection/area-definition';
import { useAreaText } from '../../lib/collection/use-area-text';
import { ListPage } from '../list-view/list-page';

export function AreaListPage({
  definition,
  commands,
  children,
}: {
  definition: AnyAreaDefinition;
  commands?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useAreaText(definition.text);
  const ability = useAbility<AppAbility>();
  return (
    <ListPage
      title={t('title')}
      description={t('description')}
      commands={commands}
      create={
        ability.can('create', definition.subject) ? { label: t('new.button'), to: `${definition.path}/new` } : undefined
      }
    >
      {children}
    </ListPage>
  );
}
