/**
 * Imports take turns: one at a time per tenant (a second one from the same tenant is refused with
 * 429 while the first runs, rather than queued behind it), and at most `maxRunning` across tenants
 * (the others wait, first come first served). An import reads and checks its file on this process's
 * event loop in slices and holds a database connection only for its short transactions, so with
 * these turns no tenant's imports can crowd out another tenant's requests.
 */
import { AppError } from '../../../lib/app-error';
import { createConcurrencyLimit } from '../../documents/text-extraction/concurrency-limit';

const maxRunning = 2;
const running = createConcurrencyLimit(maxRunning);
const tenantsImporting = new Set<string>();

export async function inImportTurn<T>(tenantID: string, work: () => Promise<T>): Promise<T> {
  if (tenantsImporting.has(tenantID)) {
    throw new AppError(
      'rate_limited',
      'An import of this tenant’s register is already under way: wait for it to finish, then try again.',
    );
  }
  tenantsImporting.add(tenantID);
  try {
    return await running.run(work);
  } finally {
    tenantsImporting.delete(tenantID);
  }
}
