/**
 * Evidence: documents a record names as proof (a verification, a closed action). Each must be one of
 * the tenant's documents; the record answers them named, in the order given.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Evidence } from '@freeboard/shared/risks/controls.schemas';
import { documents } from '../../db/schema/index';
import type { TenantTransaction } from '../../db/tenant';
import { AppError } from '../app-error';
import { qualified } from './qualified';

/** 404 `document_not_found` on `field` unless every ID is one of the tenant's documents. */
export async function requireDocuments(tx: TenantTransaction, tenantID: string, ids: string[], field: string) {
  if (ids.length === 0) return;
  const found = await tx
    .select({ id: documents.id })
    .from(documents)
    .where(and(eq(documents.tenantId, tenantID), inArray(documents.id, ids)));
  const known = new Set(found.map((row) => row.id));
  const missing = ids.filter((id) => !known.has(id));
  if (missing.length > 0) {
    const message = `No such document in this tenant: ${missing.join(', ')}`;
    throw new AppError('document_not_found', `${message}.`, { [field]: [message] });
  }
}

interface EvidenceLink {
  tenantId: AnyPgColumn;
  ownerColumn: AnyPgColumn;
  documentId: AnyPgColumn;
  position: AnyPgColumn;
}

/** The outer row's evidence as a JSON array of `{ documentID, title }`, in order. */
export function evidenceOf(link: EvidenceLink, owner: { tenantId: AnyPgColumn; id: AnyPgColumn }): SQL<Evidence[]> {
  return sql<
    Evidence[]
  >`coalesce((select json_agg(json_build_object('documentID', d.id, 'title', d.title) order by ${qualified(link.position)})
    from ${link.ownerColumn.table} inner join ${documents} d on d.tenant_id = ${qualified(link.tenantId)} and d.id = ${qualified(link.documentId)}
    where ${qualified(link.tenantId)} = ${qualified(owner.tenantId)} and ${qualified(link.ownerColumn)} = ${qualified(owner.id)}), '[]'::json)`;
}
