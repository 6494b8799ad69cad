/**
 * An invitation to set a password (CONTRACT §9 "Administration"), read and accepted without a
 * session: `GET /api/auth/invitations/{token}` (whom it is for, from which organization, until
 * when) and `POST` the same path with the password, answered like a sign-in.
 */
import { queryOptions } from '@tanstack/react-query';
import { dataEnvelope } from '@freeboard/shared/common/common.schemas';
import { invitationSchema } from '@freeboard/shared/users/invitations.schemas';
import { publicHttp } from '../../../lib/api';

const invitationAnswerSchema = dataEnvelope(invitationSchema);

function invitationPath(token: string) {
  return `/auth/invitations/${encodeURIComponent(token)}`;
}

export function invitationQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['invitation', 'public', token],
    queryFn: async () => invitationAnswerSchema.parse((await publicHttp.get(invitationPath(token))).data).data,
    // The page must not show a stale "still valid" after the link was used in another tab.
    staleTime: 0,
  });
}

/** Sets the account's first password and signs in: the access token (the refresh cookie comes with it). */
export async function acceptInvitation(token: string, password: string): Promise<string> {
  const response = await publicHttp.post<{ data: { accessToken: string } }>(invitationPath(token), { password });
  return response.data.data.accessToken;
}
