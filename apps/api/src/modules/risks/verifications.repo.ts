/**
 * A control's verifications (CONTRACT §9): each time someone checked that it works, with the result,
 * a note and the documents that prove it. They are recorded, never changed. The newest by date is
 * the control's last verification, kept on the control for its lists, its overdue flag and the
 * residual suggestion of its risks.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { CreateVerificationInput, Verification } from '@freeboard/shared/risks/controls.schemas';
import { controlVerifications, controls, users, verificationEvidence } from '../../db/schema/index';
import type { TenantTransaction } from '../../db/tenant';
import { recordActivity } from '../../lib/activity-trail.repo';
import { notFound } from '../../lib/collections/not-found';
import { evidenceOf, requireDocuments } from '../../lib/resources/evidence.repo';
import { newID } from '../../lib/ids';
import type { TenantContext } from '../../lib/resources/tenant-context';

const resultWords = {
  effective: 'effective',
  partially_effective: 'partially effective',
  not_effective: 'not effective',
};

async function findControl(tx: TenantTransaction, tenantID: string, controlID: string, lock: boolean) {
  const query = tx
    .select({
      code: controls.code,
      lastVerifiedAt: controls.lastVerifiedAt,
      lastResult: controls.lastVerificationResult,
    })
    .from(controls)
    .where(and(eq(controls.tenantId, tenantID), eq(controls.id, controlID)));
  const [control] = lock ? await query.for('update') : await query;
  if (!control) throw notFound('control');
  return control;
}

async function readVerifications(tx: TenantTransaction, tenantID: string, controlID: string, id?: string) {
  const rows = await tx
    .select({
      verificationID: controlVerifications.id,
      controlID: controlVerifications.controlId,
      date: controlVerifications.verifiedOn,
      result: controlVerifications.result,
      note: controlVerifications.note,
      evidence: evidenceOf(
        {
          tenantId: verificationEvidence.tenantId,
          ownerColumn: verificationEvidence.verificationId,
          documentId: verificationEvidence.documentId,
          position: verificationEvidence.position,
        },
        { tenantId: controlVerifications.tenantId, id: controlVerifications.id },
      ),
      recordedByID: controlVerifications.recordedBy,
      recordedByName: users.name,
      createdAt: controlVerifications.createdAt,
    })
    .from(controlVerifications)
    .leftJoin(users, eq(users.id, controlVerifications.recordedBy))
    .where(
      and(
        eq(controlVerifications.tenantId, tenantID),
        eq(controlVerifications.controlId, controlID),
        id ? eq(controlVerifications.id, id) : undefined,
      ),
    )
    .orderBy(desc(controlVerifications.verifiedOn), desc(controlVerifications.createdAt));
  return rows.map(({ recordedByID, recordedByName, createdAt, ...row }): Verification => ({
    ...row,
    recordedBy: recordedByID && recordedByName ? { userID: recordedByID, name: recordedByName } : null,
    createdAt: createdAt.toISOString(),
  }));
}

/** The control's verifications, newest first. */
export async function listVerifications({ tx, tenantID }: TenantContext, controlID: string): Promise<Verification[]> {
  await findControl(tx, tenantID, controlID, false);
  return readVerifications(tx, tenantID, controlID);
}

export async function recordVerification(
  context: TenantContext,
  controlID: string,
  input: Required<CreateVerificationInput>,
): Promise<Verification> {
  const { tx, tenantID, actor } = context;
  // Locked: two verifications recorded at once must agree on which is the newest.
  const control = await findControl(tx, tenantID, controlID, true);
  await requireDocuments(tx, tenantID, input.evidenceDocumentIDs, 'evidenceDocumentIDs');
  const id = newID();
  await tx.insert(controlVerifications).values({
    tenantId: tenantID,
    id,
    controlId: controlID,
    verifiedOn: input.date,
    result: input.result,
    note: input.note,
    recordedBy: actor.userID,
  });
  if (input.evidenceDocumentIDs.length > 0) {
    await tx.insert(verificationEvidence).values(
      input.evidenceDocumentIDs.map((documentId, position) => ({
        tenantId: tenantID,
        verificationId: id,
        documentId,
        position,
      })),
    );
  }
  const isNewest = control.lastVerifiedAt === null || input.date >= control.lastVerifiedAt;
  if (isNewest) {
    await tx
      .update(controls)
      .set({ lastVerifiedAt: input.date, lastVerificationResult: input.result, updatedAt: sql`now()` })
      .where(and(eq(controls.tenantId, tenantID), eq(controls.id, controlID)));
  }
  await recordActivity(tx, tenantID, {
    actorUserID: actor.userID,
    action: 'verify',
    subjectType: 'Control',
    subjectID: controlID,
    summary: `Verified control ${control.code} on ${input.date}: ${resultWords[input.result]}`,
    changes: {
      verification: {
        before: null,
        after: {
          date: input.date,
          result: input.result,
          note: input.note,
          evidenceDocumentIDs: input.evidenceDocumentIDs,
        },
      },
      ...(isNewest
        ? {
            lastVerifiedAt: { before: control.lastVerifiedAt, after: input.date },
            lastVerificationResult: { before: control.lastResult, after: input.result },
          }
        : {}),
    },
    address: actor.address,
  });
  const [created] = await readVerifications(tx, tenantID, controlID, id);
  return created!;
}
