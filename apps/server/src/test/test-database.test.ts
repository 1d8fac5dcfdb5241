import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { createTestDatabase } from './test-database.ts';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

/** What the tests named `RACES_ON_POSTGRES` (races.ts) rely on in each project. */
describe('the test database', () => {
  it('is the store the project names', () => {
    expect(database.driver).toBe(inject('databaseUrl') ? 'postgres' : 'pglite');
  });

  it('interleaves two transactions on PostgreSQL, and runs them one after the other on PGlite', async () => {
    const events: string[] = [];
    let secondStarted = () => {};
    const started = new Promise<void>((resolve) => {
      secondStarted = resolve;
    });
    const first = database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      events.push('first begins');
      // On PostgreSQL the first transaction only ends once the second has begun beside it.
      if (database.driver === 'postgres') await started;
      for (let statement = 0; statement < 5; statement++) await tx.execute(sql`select 1`);
      events.push('first ends');
    });
    const second = database.db.transaction(async (tx) => {
      events.push('second begins');
      secondStarted();
      await tx.execute(sql`select 1`);
      events.push('second ends');
    });
    await Promise.all([first, second]);
    if (database.driver === 'postgres') {
      expect(events.indexOf('second begins')).toBeLessThan(events.indexOf('first ends'));
    } else {
      expect(events).toEqual(['first begins', 'first ends', 'second begins', 'second ends']);
    }
  });
});
