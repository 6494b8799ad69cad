/** Test wiring for the sites feature: the app's providers with the namespaces its screens use. */
import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import type { ReactNode } from 'react';
import commonEn from '../../../locales/en/common.json';
import errorsEn from '../../../locales/en/errors.json';
import sitesEn from '../../../locales/en/sites.json';
import areasEn from '../../../locales/en/areas.json';
import assetsEn from '../../../locales/en/assets.json';
import assetSafetyEn from '../../../locales/en/assetSafety.json';
import commonEs from '../../../locales/es/common.json';
import errorsEs from '../../../locales/es/errors.json';
import sitesEs from '../../../locales/es/sites.json';
import areasEs from '../../../locales/es/areas.json';
import assetsEs from '../../../locales/es/assets.json';
import assetSafetyEs from '../../../locales/es/assetSafety.json';
import { http } from '../../lib/api';
import { renderInApp, type AppRenderOptions } from '../../test/app-render';

export { testTenantID } from '../../test/app-render';

const namespaces = {
  sites: { en: sitesEn, es: sitesEs },
  common: { en: commonEn, es: commonEs },
  errors: { en: errorsEn, es: errorsEs },
  areas: { en: areasEn, es: areasEs },
  assets: { en: assetsEn, es: assetsEs },
  assetSafety: { en: assetSafetyEn, es: assetSafetyEs },
};

export function renderSiteScreen(ui: ReactNode, options: Omit<AppRenderOptions, 'namespaces'> = {}) {
  return renderInApp(ui, { namespaces, ...options });
}

export interface SeenRequest {
  method: string;
  url: string;
  tenant: unknown;
  body: unknown;
}

export interface Answer {
  status: number;
  data?: unknown;
}

/**
 * Stands in for the network: `answer` gets each request of the shared client and returns a status
 * and body (or a promise of them, to keep a request waiting). Returns the requests seen and a
 * function that puts the real adapter back.
 */
export function answerRequests(answer: (request: SeenRequest) => Answer | Promise<Answer>) {
  const original = http.defaults.adapter;
  const seen: SeenRequest[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const request = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      tenant: config.headers.get('x-tenant-id'),
      body: typeof config.data === 'string' ? (JSON.parse(config.data) as unknown) : (config.data as unknown),
    };
    seen.push(request);
    const { status, data } = await answer(request);
    const response = { data, status, statusText: '', headers: {}, config };
    const validate = config.validateStatus ?? ((code: number) => code >= 200 && code < 300);
    if (validate(status)) return response;
    throw new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_REQUEST', config, null, response);
  };
  http.defaults.adapter = adapter;
  return { seen, restore: () => (http.defaults.adapter = original) };
}

export function problem(status: number, code: string, extra: Record<string, unknown> = {}) {
  return { status, data: { type: 'about:blank', title: code, status, code, ...extra } };
}
