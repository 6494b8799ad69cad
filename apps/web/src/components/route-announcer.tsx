/**
 * A client-side navigation replaces the page without the browser noticing: focus would drop to
 * `<body>` and a screen reader would say nothing. After a navigation to another page (another path)
 * that the person started, focus moves to the new page's heading (or its `<main>` while it has no
 * heading yet) and its title is read out through a polite live region, once the page has named
 * itself (`usePageTitle`; a record names itself when its data arrives).
 *
 * Left alone: the first load, the redirects that are part of it (before any key or pointer press),
 * and changes of the search parameters alone (a list's filters and sort, a record's section), where
 * focus stays in the control the person is using.
 */
import { VisuallyHidden } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { pageTitles } from '../lib/page-title';
import { mainContentID } from './page-main';

/** Focus on the page's heading, or its main landmark; not when the page has focused something itself. */
function focusNewPage() {
  const main = document.getElementById(mainContentID);
  if (!main) return;
  const active = document.activeElement;
  if (active && active !== main && main.contains(active)) return;
  const heading = main.querySelector<HTMLElement>('h1');
  const target = heading ?? main;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

export function RouteAnnouncer() {
  const router = useRouter();
  const [announcement, setAnnouncement] = useState({ text: '', count: 0 });

  useEffect(() => {
    let interacted = false;
    const noteInteraction = () => {
      interacted = true;
    };
    window.addEventListener('pointerdown', noteInteraction, true);
    window.addEventListener('keydown', noteInteraction, true);

    // The path of the page on screen, kept here rather than read from each event: a navigation
    // overtaken by another (a guard re-run when the session changes) reports no render of its own.
    let shownPath: string | undefined = router.state.resolvedLocation?.pathname;
    let titlesBeforeNavigation = pageTitles.count();
    let stopWaitingForTitle: (() => void) | undefined;
    const announce = (text: string) => setAnnouncement((previous) => ({ text, count: previous.count + 1 }));

    const stopBeforeNavigate = router.subscribe('onBeforeNavigate', (event) => {
      if (event.toLocation.pathname !== shownPath) titlesBeforeNavigation = pageTitles.count();
    });
    const stopRendered = router.subscribe('onRendered', (event) => {
      const path = event.toLocation.pathname;
      if (path === shownPath) return;
      const firstPage = shownPath === undefined;
      shownPath = path;
      if (firstPage || !interacted) return;
      focusNewPage();
      stopWaitingForTitle?.();
      stopWaitingForTitle = undefined;
      const latest = pageTitles.latest();
      if (pageTitles.count() > titlesBeforeNavigation && latest) {
        announce(latest);
        return;
      }
      // The page names itself later (a record once loaded): say its title then.
      const unsubscribe = pageTitles.subscribe(() => {
        unsubscribe();
        stopWaitingForTitle = undefined;
        announce(pageTitles.latest() ?? document.title);
      });
      stopWaitingForTitle = () => {
        unsubscribe();
      };
    });

    return () => {
      window.removeEventListener('pointerdown', noteInteraction, true);
      window.removeEventListener('keydown', noteInteraction, true);
      stopBeforeNavigate();
      stopRendered();
      stopWaitingForTitle?.();
    };
  }, [router]);

  return (
    <VisuallyHidden role="status" aria-live="polite" aria-atomic="true" data-testid="route-announcer">
      {/* A new node per announcement: the same title twice in a row is read twice. */}
      <span key={announcement.count}>{announcement.text}</span>
    </VisuallyHidden>
  );
}
