/** Test wiring for the asset pages (sites and the other kinds): the app's providers with the namespaces their screens use. */
import type { ReactNode } from 'react';
import areasEn from '../../locales/en/areas.json';
import assetSafetyEn from '../../locales/en/assetSafety.json';
import assetsEn from '../../locales/en/assets.json';
import commonEn from '../../locales/en/common.json';
import sitesEn from '../../locales/en/sites.json';
import sitesEs from '../../locales/es/sites.json';
import errorsEn from '../../locales/en/errors.json';
import areasEs from '../../locales/es/areas.json';
import assetSafetyEs from '../../locales/es/assetSafety.json';
import assetsEs from '../../locales/es/assets.json';
import commonEs from '../../locales/es/common.json';
import errorsEs from '../../locales/es/errors.json';
import { renderInApp, type AppRenderOptions } from './app-render';

export { testTenantID } from './app-render';

const namespaces = {
  sites: { en: sitesEn, es: sitesEs },
  assets: { en: assetsEn, es: assetsEs },
  common: { en: commonEn, es: commonEs },
  errors: { en: errorsEn, es: errorsEs },
  areas: { en: areasEn, es: areasEs },
  assetSafety: { en: assetSafetyEn, es: assetSafetyEs },
};

export function renderAssetScreen(ui: ReactNode, options: Omit<AppRenderOptions, 'namespaces'> = {}) {
  return renderInApp(ui, { namespaces, ...options });
}
