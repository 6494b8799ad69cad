/**
 * The browser tab's title names the page: "Sites · Freeboard". Each page states its name where it
 * draws its heading (`usePageTitle`), because only the page knows it: a record's name arrives with
 * its data, after the route has loaded. The route announcer reads the latest title to say it after
 * a navigation (`components/route-announcer.tsx`).
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

type Listener = () => void;

let latestTitle: string | null = null;
let titlesSet = 0;
const listeners = new Set<Listener>();

/** The titles pages have set: the latest, how many so far, and a call on each new one. */
export const pageTitles = {
  latest: (): string | null => latestTitle,
  count: (): number => titlesSet,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/**
 * Sets `document.title` to "<page> · Freeboard" (translated). `undefined` while the page cannot name
 * itself yet (a record still loading): the title is left as it is until it can.
 */
export function usePageTitle(page: string | undefined) {
  const { t } = useTranslation('common');
  const title = page === undefined ? undefined : t('pageTitle', { page });
  useEffect(() => {
    if (title === undefined) return;
    document.title = title;
    latestTitle = title;
    titlesSet += 1;
    for (const listener of [...listeners]) listener();
  }, [title]);
}
