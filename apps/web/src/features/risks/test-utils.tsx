/** Test wiring for the risks feature: the shared providers with its own translations. */
import en from '../../../locales/en/risks.json';
import es from '../../../locales/es/risks.json';
import { createRenderer } from '../../test/render';

export { createTestQueryClient, installBrowserStubs, setScreenWidth } from '../../test/render';

export const renderWithProviders = createRenderer('risks', { en, es });

/** The namespaces the register's page reads: its own, the list's, and its filters' pickers. */
export async function registerNamespaces() {
  const [commonEn, commonEs, assetsEn, assetsEs, peopleEn, peopleEs] = await Promise.all([
    import('../../../locales/en/common.json'),
    import('../../../locales/es/common.json'),
    import('../../../locales/en/assets.json'),
    import('../../../locales/es/assets.json'),
    import('../../../locales/en/responsibilities.json'),
    import('../../../locales/es/responsibilities.json'),
  ]);
  return {
    risks: { en, es },
    common: { en: commonEn.default, es: commonEs.default },
    assets: { en: assetsEn.default, es: assetsEs.default },
    responsibilities: { en: peopleEn.default, es: peopleEs.default },
  };
}
