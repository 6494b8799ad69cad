/** The signed-in user's profile: read, edit, change password. User-scoped, not tenant-scoped. */
import { queryOptions } from '@tanstack/react-query';
import {
  profileSchema,
  type ChangePasswordInput,
  type Profile,
  type UpdateProfileInput,
} from '@freeboard/shared/users/users.schemas';
import { http } from '../../../lib/api';

export const profileQueryOptions = () =>
  queryOptions({
    queryKey: ['profile', 'user'],
    queryFn: async (): Promise<Profile> =>
      profileSchema.parse((await http.get<{ data: unknown }>('/users/profile')).data.data),
  });

export async function updateProfile(input: UpdateProfileInput): Promise<Profile> {
  return profileSchema.parse((await http.patch<{ data: unknown }>('/users/profile', input)).data.data);
}

export async function changePassword(input: ChangePasswordInput): Promise<void> {
  await http.post('/users/profile/password', input);
}
