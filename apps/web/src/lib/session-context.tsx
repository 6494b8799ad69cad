/**
 * The session for components: one provider at the app root, and hooks that subscribe to the
 * session's snapshot, so no component wires `useSyncExternalStore` by hand.
 */
import { createContext, use, useSyncExternalStore, type ReactNode } from 'react';
import type { Session, SessionSnapshot } from './session';

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ session, children }: { session: Session; children: ReactNode }) {
  return <SessionContext value={session}>{children}</SessionContext>;
}

/** The session object itself, for its actions (switching tenant, logging out). */
export function useSessionStore(): Session {
  const session = use(SessionContext);
  if (!session) throw new Error('useSessionStore needs a SessionProvider above it');
  return session;
}

/** The current snapshot; the component renders again whenever the session changes. */
export function useSession(): SessionSnapshot {
  const session = useSessionStore();
  return useSyncExternalStore(session.subscribe, session.getSnapshot);
}

/** The active tenant: part of every tenant-scoped query key and request. */
export function useTenantID(): string | null {
  const session = useSessionStore();
  return useSyncExternalStore(session.subscribe, () => session.getSnapshot().tenantID);
}
