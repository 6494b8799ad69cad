/** Test wiring for the risks feature: the shared providers with its own translations. */
import en from '../../../locales/en/risks.json';
import es from '../../../locales/es/risks.json';
import { createRenderer } from '../../test/render';

export { createTestQueryClient, installBrowserStubs, setScreenWidth } from '../../test/render';

export const renderWithProviders = createRenderer('risks', { en, es });
