/**
 * The queue of text extraction, in the database so it survives a restart and is shared by every API
 * process: a due job is claimed with `FOR UPDATE SKIP LOCKED` and a lease, so two processes never
 * work on one document at once and a crashed process's job becomes due again when its lease ends.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import {
  crossSections,
  documentMentions,
  documents,
  documentTextJobs,
  facilities,
  infrastructures,
  sites,
} from '../../../db/schema/index';
import type { TenantTransaction } from '../../../db/tenant';
import { linksOf } from '../document-writes.repo';
import type { TextFailure } from '@freeboard/shared/documents/documents.schemas';
import type { TextLanguage } from '../text-extraction/extract-text';

export interface ClaimedTextJob {
  tenantID: string;
  documentID: string;
  attempts: number;
  /** The lease, also the job's identity: a job enqueued again meanwhile has none, and is kept. */
  lockedUntil: Date;
}

/** Asks for the document's current file to be read (again). */
export async function enqueueTextJob(tx: TenantTransaction, tenantID: string, documentID: string) {
  await tx
    .insert(documentTextJobs)
    .values({ tenantId: tenantID, documentId: documentID })
    .onConflictDoUpdate({
      target: [documentTextJobs.tenantId, documentTextJobs.documentId],
      set: { attempts: 0, runAfter: sql`now()`, lockedUntil: null, lastError: null },
    });
}

/**
 * Claims the oldest due job of any tenant: runs on the service connection, outside any tenant.
 * Tenants take turns: the claimed tenant's other due jobs move behind every other tenant's waiting
 * ones (their `run_after` becomes now, `created_at` keeping their own order), so one tenant's long
 * queue — of slow or hostile files — never holds up another tenant's documents.
 */
export async function claimDueTextJob(db: Database, leaseSeconds: number): Promise<ClaimedTextJob | null> {
  const result = await db.execute(sql`
    with claimed as (
      update ${documentTextJobs} set
        -- Milliseconds, as JavaScript holds them: the lease is compared when the job is finished.
        locked_until = date_trunc('milliseconds', now() + make_interval(secs => ${leaseSeconds})),
        attempts = attempts + 1
      where (tenant_id, document_id) = (
        select tenant_id, document_id from ${documentTextJobs}
        where run_after <= now() and (locked_until is null or locked_until < now())
        order by run_after, created_at
        limit 1
        for update skip locked
      )
      returning tenant_id, document_id, attempts, locked_until
    ), next_turn as (
      update ${documentTextJobs} as waiting set run_after = now()
      from claimed
      where waiting.tenant_id = claimed.tenant_id
        and waiting.document_id <> claimed.document_id
        and waiting.run_after < now()
        and (waiting.locked_until is null or waiting.locked_until < now())
    )
    select tenant_id, document_id, attempts, locked_until from claimed`);
  const { rows } = result as {
    rows: { tenant_id: string; document_id: string; attempts: number; locked_until: string | Date }[];
  };
  const [row] = rows;
  if (!row) return null;
  return {
    tenantID: row.tenant_id,
    documentID: row.document_id,
    attempts: row.attempts,
    lockedUntil: new Date(row.locked_until),
  };
}

function sameLease(job: ClaimedTextJob) {
  return and(
    eq(documentTextJobs.tenantId, job.tenantID),
    eq(documentTextJobs.documentId, job.documentID),
    eq(documentTextJobs.lockedUntil, job.lockedUntil),
  );
}

/** Done with this lease's work; a job enqueued again while it ran stays. */
export async function finishTextJob(tx: TenantTransaction, job: ClaimedTextJob) {
  await tx.delete(documentTextJobs).where(sameLease(job));
}

/** Tries again later, after something outside the file failed (storage or database unreachable). */
export async function postponeTextJob(tx: TenantTransaction, job: ClaimedTextJob, delaySeconds: number, error: string) {
  await tx
    .update(documentTextJobs)
    .set({
      runAfter: sql`now() + make_interval(secs => ${delaySeconds})`,
      lockedUntil: null,
      lastError: error.slice(0, 1000),
    })
    .where(sameLease(job));
}

export async function documentToIndex(tx: TenantTransaction, tenantID: string, documentID: string) {
  const [row] = await tx
    .select({
      currentVersion: documents.currentVersion,
      storageKey: documents.storageKey,
      mimeType: documents.mimeType,
      assetType: documents.assetType,
      assetId: documents.assetId,
    })
    .from(documents)
    .where(and(eq(documents.tenantId, tenantID), eq(documents.id, documentID)));
  return row ?? null;
}

export type IndexedText =
  | { textStatus: 'indexed'; text: string; language: TextLanguage }
  | { textStatus: 'no_text' }
  | { textStatus: 'failed'; failure: TextFailure };

/** Stores what the file yielded, if the document still has that file; false when it moved on. */
export async function saveDocumentText(
  tx: TenantTransaction,
  tenantID: string,
  documentID: string,
  fileVersion: number,
  outcome: IndexedText,
): Promise<boolean> {
  const rows = await tx
    .update(documents)
    .set(
      outcome.textStatus === 'indexed'
        ? { textStatus: 'indexed', textFailure: null, extractedText: outcome.text, textLanguage: outcome.language }
        : {
            textStatus: outcome.textStatus,
            textFailure: outcome.textStatus === 'failed' ? outcome.failure : null,
            extractedText: '',
            textLanguage: 'simple',
          },
    )
    .where(
      and(eq(documents.tenantId, tenantID), eq(documents.id, documentID), eq(documents.currentVersion, fileVersion)),
    )
    .returning({ id: documents.id });
  return rows.length === 1;
}

/** Gives up on the document's text after repeated failures around it. */
export async function markTextFailed(tx: TenantTransaction, tenantID: string, documentID: string) {
  await tx
    .update(documents)
    .set({ textStatus: 'failed', textFailure: 'unavailable' })
    .where(and(eq(documents.tenantId, tenantID), eq(documents.id, documentID), eq(documents.textStatus, 'pending')));
}

/**
 * The assets whose codes the text names become the document's detected mentions (replacing earlier
 * ones). A link a person made stays theirs; the asset the document is attached to is not a mention.
 */
export async function replaceDetectedMentions(
  tx: TenantTransaction,
  tenantID: string,
  documentID: string,
  codes: string[],
) {
  await tx.delete(documentMentions).where(linksOf(tenantID, documentID, 'detected'));
  if (codes.length === 0) return;
  const codeList = sql`${sql.param(codes)}::text[]`;
  const named = sql.join(
    (
      [
        ['site', sites],
        ['infrastructure', infrastructures],
        ['facility', facilities],
        ['cross-section', crossSections],
      ] as const
    ).map(
      ([assetType, table]) =>
        sql`select ${assetType}::text as asset_type, ${table.id} as asset_id from ${table} where ${table.tenantId} = ${tenantID} and ${table.code} = any(${codeList})`,
    ),
    sql` union all `,
  );
  await tx.execute(sql`
    insert into ${documentMentions} (tenant_id, document_id, asset_type, asset_id, source)
    select ${tenantID}::uuid, ${documentID}::uuid, named.asset_type, named.asset_id, 'detected'
    from (${named}) as named
    where not exists (
      select 1 from ${documents} d
      where d.tenant_id = ${tenantID} and d.id = ${documentID}
        and d.asset_type = named.asset_type and d.asset_id = named.asset_id
    )
    on conflict do nothing`);
}
