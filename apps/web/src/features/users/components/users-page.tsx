/**
 * `/users/`: the members of the active tenant, searched, filtered and sorted in the address; a tenant
 * admin adds a person (`Add new user`) and opens a row to change the person's role, admin flag, job
 * title or state, or to remove them.
 * Not a declared area: members are accounts joined by memberships and invitations, with their own calls.
 */
import { useAbility } from '@casl/react';
import type { AppAbility } from '@freeboard/shared/auth/abilities';
import { membershipRoles } from '@freeboard/shared/auth/roles';
import type { Member } from '@freeboard/shared/users/members.schemas';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AreaList } from '../../../components/collection/area-list';
import { EnumFilter } from '../../../components/list-view/list-filters';
import { ListPage } from '../../../components/list-view/list-page';
import { memberSortFields } from '@freeboard/shared/users/member-list-query';
import { memberListOptions } from '../api/members-api';
import type { UserSearch } from '../user-search';
import { EditMemberDialog } from './edit-member-dialog';
import { memberColumns, userRowTestID } from './member-columns';

const usersText = { namespace: 'users', fieldsNamespace: 'users' };
const yesNo = ['true', 'false'] as const;

function asChoice(value: boolean | undefined) {
  return value === undefined ? undefined : value ? ('true' as const) : ('false' as const);
}

export function UsersPage({
  search,
  onSearchChange,
}: {
  search: UserSearch;
  onSearchChange: (changes: Partial<UserSearch>) => void;
}) {
  const { t, i18n } = useTranslation('users');
  const ability = useAbility<AppAbility>();
  const mayAdminister = ability.can('update', 'User');
  const mayAdd = ability.can('create', 'User');
  const [editing, setEditing] = useState<Member | null>(null);
  const columns = useMemo(() => memberColumns(t, i18n.language), [t, i18n.language]);
  return (
    <ListPage
      title={t('title')}
      description={t('description')}
      create={mayAdd ? { label: t('add.button'), to: '/users/add-new-user' } : undefined}
    >
      <AreaList
        text={usersText}
        search={search}
        onSearchChange={onSearchChange}
        onOpen={mayAdminister ? setEditing : undefined}
        listOptions={(tenantID) => memberListOptions(tenantID, search)}
        columns={columns}
        idOf={(member) => member.userID}
        rowTestID={userRowTestID}
        sortFields={memberSortFields}
        filters={
          <>
            <EnumFilter
              label={t('fields.role')}
              placeholder={t('filters.anyRole')}
              values={membershipRoles}
              labelOf={(role) => t(`roles.${role}`)}
              value={search.role}
              onChange={(role) => onSearchChange({ role })}
            />
            <EnumFilter
              label={t('fields.isTenantAdmin')}
              placeholder={t('filters.any')}
              values={yesNo}
              labelOf={(value) => t(`admin.${value === 'true' ? 'yes' : 'no'}`)}
              value={asChoice(search.isTenantAdmin)}
              onChange={(value) =>
                onSearchChange({ isTenantAdmin: value === undefined ? undefined : value === 'true' })
              }
            />
            <EnumFilter
              label={t('fields.active')}
              placeholder={t('filters.any')}
              values={yesNo}
              labelOf={(value) => t(value === 'true' ? 'state.active' : 'state.inactive')}
              value={asChoice(search.active)}
              onChange={(value) => onSearchChange({ active: value === undefined ? undefined : value === 'true' })}
            />
          </>
        }
      />
      {editing ? <EditMemberDialog key={editing.userID} member={editing} onClose={() => setEditing(null)} /> : null}
    </ListPage>
  );
}
