import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-app';
import { serializeError } from './log-errors';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

async function failureOf(work: () => Promise<unknown>): Promise<Error> {
  try {
    await work();
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected the statement to fail');
}

describe('errors in the log', () => {
  it('keep the statement, SQLSTATE and stack but not the parameters of a failed query', async () => {
    const email = 'someone.private@example.com';
    const address = '203.0.113.77';
    const error = await failureOf(() =>
      database.handle.db.execute(sql`select ${email}::text as email, ${address}::int as address`),
    );
    // The raw error carries the values; what is logged must not.
    expect(`${error.message}`).toContain(email);
    const logged = serializeError(error);
    const text = JSON.stringify(logged);
    expect(text).not.toContain(email);
    expect(text).not.toContain(address);
    expect(logged.message).toMatch(/^Failed query: select \$1::text as email, \$2::int as address/);
    expect(logged.code).toBe('22P02');
    expect(logged.stack).toMatch(/^\s+at /);
  });

  it("drop a violated key's detail, which repeats the values", async () => {
    const error = await failureOf(() =>
      database.handle.db.execute(
        sql`insert into users (id, email, name) values (gen_random_uuid(), 'dup@example.com', 'A'), (gen_random_uuid(), 'dup@example.com', 'B')`,
      ),
    );
    const logged = serializeError(error);
    expect(JSON.stringify(logged)).not.toContain('dup@example.com)');
    expect(logged).toMatchObject({ code: '23505', constraint: 'users_email_key' });
  });
});
