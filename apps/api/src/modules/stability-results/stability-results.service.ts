/**
 * The rules of stability results: each is judged against the minimum factor of safety in effect now
 * at its cross-section (the design criteria, inherited), and each addition or removal is recorded.
 */
import type { EffectiveCriterion } from '@freeboard/shared/design-criteria/design-criteria.schemas';
import {
  minimumFactorOfSafetyKey,
  type CreateStabilityResultInput,
  type StabilityResult,
} from '@freeboard/shared/stability-results/stability-results.schemas';
import { AppError } from '../../lib/app-error';
import { newID } from '../../lib/ids';
import { recordAssetActivity } from '../../lib/resources/asset-activity';
import { wholeRecord } from '../../lib/resources/field-changes';
import type { TenantContext } from '../../lib/resources/tenant-context';
import { getCriteria } from '../design-criteria/design-criteria.service';
import {
  deleteResultRow,
  documentExists,
  findCrossSectionCode,
  findResultRow,
  insertResult,
  listResultRows,
  type StabilityResultRow,
} from './stability-results.repo';

function judged(row: StabilityResultRow, criteria: EffectiveCriterion[]): StabilityResult {
  const minimum = criteria.find((entry) => entry.key === minimumFactorOfSafetyKey[row.loadCase])?.value ?? null;
  return {
    resultID: row.id,
    crossSectionID: row.crossSectionId,
    loadCase: row.loadCase,
    method: row.method,
    factorOfSafety: row.factorOfSafety,
    analysisDate: row.analysisDate,
    documentID: row.documentId,
    minimumFactorOfSafety: minimum,
    passes: minimum === null ? null : row.factorOfSafety >= minimum,
    createdAt: row.createdAt.toISOString(),
  };
}

async function crossSectionCode(context: TenantContext, crossSectionID: string) {
  const code = await findCrossSectionCode(context.tx, context.tenantID, crossSectionID);
  if (code === null) throw new AppError('cross_section_not_found', 'No such cross-section in this tenant.');
  return code;
}

type AuditedResult = Pick<StabilityResultRow, 'loadCase' | 'method' | 'factorOfSafety' | 'analysisDate' | 'documentId'>;

/** "a long term static stability result (FoS 1.5)", for the audit trail's summaries. */
function describeResult(result: AuditedResult) {
  return `a ${result.loadCase.replaceAll('_', ' ')} stability result (FoS ${result.factorOfSafety})`;
}

/** What the audit trail keeps of a result added or removed. */
function auditedFields({ loadCase, method, factorOfSafety, analysisDate, documentId }: AuditedResult) {
  return { loadCase, method, factorOfSafety, analysisDate, documentID: documentId };
}

function resultNotFound() {
  return new AppError('not_found', 'No such stability result of this cross-section.');
}

export async function listStabilityResults(context: TenantContext, crossSectionID: string) {
  await crossSectionCode(context, crossSectionID);
  const { criteria } = await getCriteria(context, 'cross-section', crossSectionID);
  const rows = await listResultRows(context.tx, context.tenantID, crossSectionID);
  return rows.map((row) => judged(row, criteria));
}

export async function getStabilityResult(context: TenantContext, crossSectionID: string, resultID: string) {
  const row = await findResultRow(context.tx, context.tenantID, crossSectionID, resultID);
  if (!row) throw resultNotFound();
  const { criteria } = await getCriteria(context, 'cross-section', crossSectionID);
  return judged(row, criteria);
}

export async function addStabilityResult(
  context: TenantContext,
  crossSectionID: string,
  input: CreateStabilityResultInput,
): Promise<StabilityResult> {
  const { tx, tenantID, actor } = context;
  const code = await crossSectionCode(context, crossSectionID);
  const documentID = input.documentID ?? null;
  if (documentID && !(await documentExists(tx, tenantID, documentID))) {
    throw new AppError('validation_failed', 'Some fields are not valid.', {
      documentID: ['No such document in this tenant.'],
    });
  }
  const values = {
    crossSectionId: crossSectionID,
    loadCase: input.loadCase,
    method: input.method,
    factorOfSafety: input.factorOfSafety,
    analysisDate: input.analysisDate,
    documentId: documentID,
    createdBy: actor.userID,
  };
  const resultID = newID();
  await insertResult(tx, tenantID, resultID, values);
  await recordAssetActivity(context, 'cross-section', crossSectionID, {
    action: 'create',
    summary: `Added ${describeResult(values)} to cross-section ${code}`,
    changes: wholeRecord(auditedFields(values), 'after'),
  });
  return getStabilityResult(context, crossSectionID, resultID);
}

export async function removeStabilityResult(context: TenantContext, crossSectionID: string, resultID: string) {
  const { tx, tenantID } = context;
  const code = await crossSectionCode(context, crossSectionID);
  const row = await findResultRow(tx, tenantID, crossSectionID, resultID);
  if (!row) throw resultNotFound();
  await deleteResultRow(tx, tenantID, resultID);
  await recordAssetActivity(context, 'cross-section', crossSectionID, {
    action: 'delete',
    summary: `Removed ${describeResult(row)} from cross-section ${code}`,
    changes: wholeRecord(auditedFields(row), 'before'),
  });
}
