/**
 * The people responsible for a site or a facility (CONTRACT §9 "Assets": only they hold
 * responsibilities); someone who is not a member yet is invited from the person picker.
 */
import { UsersSection } from '../../../features/responsibilities/components/users-section';
import { InviteMemberButton } from '../../../features/users/components/invite-member-button';
import { recordSection } from '../../../lib/collection/record-section';

export const usersSection = recordSection({
  name: 'users',
  on: ['site', 'facility'],
  render: ({ on, recordID }) => (
    <UsersSection
      key={`${on}-${recordID}-users`}
      assetType={on}
      assetID={recordID}
      renderInvite={(choose) => <InviteMemberButton onAdded={choose} />}
    />
  ),
});
