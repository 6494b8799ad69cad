/**
 * Notification rounds, run in every API process (decision 0032): each poll claims due tenants one
 * at a time, adds what has come due (`due-notifications.repo.ts`) and takes the day's digests in the
 * claim's transaction, then emails the digests. A round is due per tenant every
 * `NOTIFICATION_ROUND_EVERY`; several processes share the rounds without running one twice.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { withClaimedTenant } from '../../db/tenant';
import type { Mailer } from '../../lib/mailer';
import { digestEmail } from './digest-email';
import { takeDigests, type Digest } from './digests.repo';
import { addDueNotifications, type AddedByKind } from './due-notifications.repo';
import { claimDueTenant, tenantName } from './notification-rounds.repo';

export interface RoundResult {
  tenantID: string;
  added: AddedByKind;
  /** Digests emailed (or, when one failed to send, attempted). */
  digests: number;
}

export interface NotificationRounds {
  /** Runs every due tenant's round now; answers what each did. */
  runDue(): Promise<RoundResult[]>;
  /** Looks for due rounds now (after the demo data was loaded, say) rather than at the next poll. */
  wake(): void;
  /** Finishes the round under way and stops polling. */
  stop(): Promise<void>;
}

export interface NotificationRoundOptions {
  db: Database;
  log: FastifyBaseLogger;
  /** Null: no email, so no digests are taken (nor marked sent). */
  mailer: Mailer | null;
  publicUrl: string;
  roundEveryMs: number;
  /** How often to look for a due round; null: only when `runDue` is called. */
  pollMs: number | null;
  /**
   * Told of each tenant whose round committed, so this process drops its cached bells at once (the
   * others hear of it through the database's change notification, a moment later).
   */
  onRound?: (tenantID: string) => void;
}

export function startNotificationRounds(options: NotificationRoundOptions): NotificationRounds {
  const { db, log, mailer, publicUrl, roundEveryMs, pollMs, onRound } = options;
  let running = true;
  let current: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | null = null;

  async function sendDigests(digests: Digest[], tenant: string) {
    for (const digest of digests) {
      try {
        await mailer!.send({ to: digest.email, ...digestEmail(digest, tenant, publicUrl) });
      } catch (error) {
        log.warn({ err: error, userID: digest.userID }, 'notification digest not sent');
      }
    }
  }

  async function runOne(): Promise<RoundResult | null> {
    const claimed = await withClaimedTenant(
      db,
      (tx) => claimDueTenant(tx, roundEveryMs),
      async (tx, tenantID) => {
        const added = await addDueNotifications(tx, tenantID);
        const digests = mailer ? await takeDigests(tx, tenantID) : [];
        return { added, digests, tenant: digests.length > 0 ? await tenantName(tx, tenantID) : '' };
      },
    );
    if (!claimed) return null;
    const { tenantID, result } = claimed;
    onRound?.(tenantID);
    await sendDigests(result.digests, result.tenant);
    const done = { tenantID, added: result.added, digests: result.digests.length };
    log.info(done, 'notification round');
    return done;
  }

  async function runDue(): Promise<RoundResult[]> {
    const results: RoundResult[] = [];
    for (let result = await runOne(); result; result = running ? await runOne() : null) results.push(result);
    return results;
  }

  function runInTurn(): Promise<RoundResult[]> {
    const run = current.then(runDue);
    current = run.catch(() => undefined);
    return run;
  }

  function schedule(delayMs: number | null) {
    if (!running || delayMs === null) return;
    timer = setTimeout(tick, delayMs);
    // The rounds never keep a process alive on their own.
    timer.unref();
  }

  function tick() {
    timer = null;
    runInTurn()
      .catch((error: unknown) => log.warn({ err: error }, 'notification round failed; it stays due'))
      .finally(() => {
        if (timer === null) schedule(pollMs);
      });
  }

  // The first look comes soon after start, so a round that fell due while no process ran is not kept waiting.
  schedule(pollMs === null ? null : Math.min(pollMs, 1_000));
  return {
    runDue: runInTurn,
    wake() {
      if (!running || pollMs === null) return;
      if (timer === null) {
        // A look is under way; one more follows it.
        void runInTurn().catch((error: unknown) => log.warn({ err: error }, 'notification round failed; it stays due'));
        return;
      }
      clearTimeout(timer);
      schedule(0);
    },
    async stop() {
      running = false;
      if (timer) clearTimeout(timer);
      await current;
    },
  };
}
