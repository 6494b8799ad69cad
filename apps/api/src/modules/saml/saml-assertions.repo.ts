/** Assertion IDs already accepted in a tenant: a captured SAML response works once at most. */
import { sql } from 'drizzle-orm';
import { samlAssertions } from '../../db/schema/index';
import type { TenantTransaction } from '../../db/tenant';

/** True when the ID is new (and is now remembered until it expires); false for a replay. */
export async function rememberAssertion(
  tx: TenantTransaction,
  tenantID: string,
  assertionID: string,
  expiresAt: Date,
): Promise<boolean> {
  // An expired assertion is refused by its own time window, so its ID need not be kept any longer.
  await tx.delete(samlAssertions).where(sql`${samlAssertions.expiresAt} < now()`);
  const inserted = await tx
    .insert(samlAssertions)
    .values({ tenantId: tenantID, assertionId: assertionID, expiresAt })
    .onConflictDoNothing()
    .returning({ assertionID: samlAssertions.assertionId });
  return inserted.length > 0;
}
