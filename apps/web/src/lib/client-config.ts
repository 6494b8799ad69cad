/** Run-time settings from the server (development hosts, Sentry DSN, upload limit), read once before rendering. */
import { clientConfigSchema, type ClientConfig } from '@freeboard/shared/common/client-config.schemas';
import { isDevelopmentHost } from './hosts';

const fallback: ClientConfig = {
  mode: 'production',
  devHosts: ['localhost'],
  sentryDsn: '',
  maxUploadMB: 50,
  emailEnabled: false,
};

let current: ClientConfig = fallback;

export async function loadClientConfig(baseURL: string): Promise<ClientConfig> {
  try {
    const response = await fetch(`${baseURL}/client-config`, { credentials: 'include' });
    const body = (await response.json()) as { data: unknown };
    current = clientConfigSchema.parse(body.data);
  } catch (error) {
    console.warn('Using default client settings', error);
    current = fallback;
  }
  return current;
}

export function clientConfig(): ClientConfig {
  return current;
}

export function onDevelopmentHost(): boolean {
  return isDevelopmentHost(window.location.hostname, current.devHosts);
}
