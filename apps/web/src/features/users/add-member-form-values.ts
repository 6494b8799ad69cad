/**
 * The add-member form's values as its inputs hold them, and the API input made from them: an empty
 * job title is none. The form validates that input with the shared schema, so its rules (a real
 * email, a name, one of the roles) are the API's.
 */
import type { MembershipRole } from '@freeboard/shared/auth/roles';
import { addMemberInputSchema, type AddMemberInput } from '@freeboard/shared/users/invitations.schemas';
import { zodValidate } from '../../lib/form-validation';

export interface AddMemberFormValues {
  email: string;
  name: string;
  role: MembershipRole | null;
  isTenantAdmin: boolean;
  jobTitle: string;
}

export const addMemberFormFields = [
  'email',
  'name',
  'role',
  'isTenantAdmin',
  'jobTitle',
] as const satisfies readonly (keyof AddMemberFormValues)[];

/** No role is chosen for the admin: what a person may do here is a decision, not a default. */
export function emptyAddMemberForm(): AddMemberFormValues {
  return { email: '', name: '', role: null, isTenantAdmin: false, jobTitle: '' };
}

export function addMemberInputOf(values: AddMemberFormValues): AddMemberInput {
  const jobTitle = values.jobTitle.trim();
  return {
    email: values.email.trim(),
    name: values.name.trim(),
    // Left as it is when missing, so the schema reports the field rather than a cast hiding it.
    role: values.role as MembershipRole,
    isTenantAdmin: values.isTenantAdmin,
    jobTitle: jobTitle === '' ? null : jobTitle,
  };
}

const validateInput = zodValidate(addMemberInputSchema);

export function validateAddMember(values: AddMemberFormValues): Record<string, string> {
  return validateInput(addMemberInputOf(values));
}
