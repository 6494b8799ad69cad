/** Test wiring for the documents feature: the shared providers with its own translations. */
import en from '../../../locales/en/documents.json';
import es from '../../../locales/es/documents.json';
import { createRenderer } from '../../test/render';

export { createTestQueryClient, installBrowserStubs, setScreenWidth } from '../../test/render';

export const renderWithProviders = createRenderer('documents', { en, es });
