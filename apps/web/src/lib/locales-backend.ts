/**
 * Where i18next reads the app's texts: `GET /locales/{lng}/{ns}.json`, retried when the network or
 * the server fails (not when a namespace is missing), and in development mode the keys it could not
 * find, reported to `POST /locales/add/{lng}/{ns}`. A few lines of `fetch` instead of a general
 * HTTP backend, which would weigh on every first visit (bench/README.md, "Web bundle").
 */
import type { BackendModule } from 'i18next';

export const localesBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => undefined,
  read(language, namespace, callback) {
    fetch(`/locales/${encodeURIComponent(language)}/${encodeURIComponent(namespace)}.json`).then(
      async (response) => {
        if (response.ok) callback(null, (await response.json()) as object);
        // `true` asks i18next to try again: a server error may pass, a missing namespace will not.
        else callback(new Error(`${response.status} for ${language}/${namespace}`), response.status >= 500);
      },
      (error: unknown) => callback(error instanceof Error ? error : String(error), true),
    );
  },
  create(languages, namespace, key, fallbackValue) {
    for (const language of languages) {
      void fetch(`/locales/add/${encodeURIComponent(language)}/${encodeURIComponent(namespace)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ [key]: fallbackValue }),
      });
    }
  },
};
