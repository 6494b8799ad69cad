/** Sign-in calls: password and the SAML code exchange (single sign-on discovery: `single-sign-on.ts`). */
import type { LoginInput } from '@freeboard/shared/auth/auth.schemas';
import { apiBaseURL } from '../../../lib/api';
import { createPlainClient } from '../../../lib/http';

const plain = createPlainClient(apiBaseURL);

export async function signInWithPassword(input: LoginInput): Promise<string> {
  const response = await plain.post<{ data: { accessToken: string } }>('/auth/login', input);
  return response.data.data.accessToken;
}

export async function exchangeSamlCode(code: string): Promise<string> {
  const response = await plain.post<{ data: { accessToken: string } }>('/auth/saml/exchange', { code });
  return response.data.data.accessToken;
}
