/**
 * Turns a demo control's verifications into rows with their evidence, and names the newest one, whose
 * day and result the control row repeats (as the application keeps them when it records one).
 */
import { newID } from '../../lib/ids';
import type { controlVerifications, verificationEvidence } from '../schema/index';
import { daysBefore, toIsoDate } from './demo-clock';
import type { DocumentOf, MemberOf } from './demo-references';
import type { DemoControl } from './demo-types';

export interface ControlVerificationRows {
  verifications: (typeof controlVerifications.$inferInsert)[];
  evidence: (typeof verificationEvidence.$inferInsert)[];
  /** The control's `lastVerifiedAt` and `lastVerificationResult`. */
  last: { lastVerifiedAt: string; lastVerificationResult: DemoControl['verifications'][number]['result'] };
  /** When the newest was recorded: the control was last changed then. */
  lastRecordedAt: Date;
}

function later(a: Date, b: Date): Date {
  return a > b ? a : b;
}

export function buildVerificationRows(input: {
  tenantId: string;
  controlId: string;
  control: DemoControl;
  /** A verification older than the control's record was entered when the register was set up. */
  controlCreatedAt: Date;
  memberOf: MemberOf;
  documentOf: DocumentOf;
  now: Date;
}): ControlVerificationRows {
  const { tenantId, controlId, control, now } = input;

  // Newest first; two on one day would leave "the newest" to chance.
  const ordered = [...control.verifications].sort((a, b) => a.daysAgo - b.daysAgo);
  ordered.forEach((verification, index) => {
    if (verification.daysAgo < 0) throw new Error(`Demo control ${control.code} is verified in the future`);
    if (ordered[index + 1]?.daysAgo === verification.daysAgo)
      throw new Error(`Demo control ${control.code} has two verifications ${verification.daysAgo} days ago`);
  });

  const evidence: ControlVerificationRows['evidence'] = [];
  const verifications = ordered.map((verification) => {
    const id = newID();
    (verification.evidence ?? []).forEach((fileName, position) =>
      evidence.push({ tenantId, verificationId: id, documentId: input.documentOf(fileName), position }),
    );
    const verifiedAt = daysBefore(now, verification.daysAgo);
    return {
      tenantId,
      id,
      controlId,
      verifiedOn: toIsoDate(verifiedAt),
      result: verification.result,
      note: verification.note,
      recordedBy: input.memberOf(verification.by),
      createdAt: later(verifiedAt, input.controlCreatedAt),
    };
  });

  // The type guarantees one verification at least.
  const [newest] = verifications as [(typeof verifications)[number], ...typeof verifications];
  return {
    verifications,
    evidence,
    last: { lastVerifiedAt: newest.verifiedOn, lastVerificationResult: newest.result },
    lastRecordedAt: newest.createdAt,
  };
}
