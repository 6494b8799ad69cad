/**
 * The signed-in person's own sessions (issue "Profile"): each sign-in that can still refresh, the
 * browser and address it was last used from, and which one is this browser.
 */
import * as z from 'zod/mini';

export const sessionSchema = z
  .object({
    sessionID: z.uuid(),
    /** The browser's User-Agent as it was last sent; null when it sent none. */
    userAgent: z.nullable(z.string()),
    address: z.nullable(z.string()),
    signedInAt: z.string(),
    lastUsedAt: z.string(),
    /** The session of the browser asking. */
    current: z.boolean(),
  })
  .register(z.globalRegistry, { id: 'Session' });
export type Session = z.infer<typeof sessionSchema>;

export const sessionParamsSchema = z.object({ sessionID: z.uuid() });

export const endedSessionsSchema = z.object({ ended: z.int() }).register(z.globalRegistry, { id: 'EndedSessions' });
