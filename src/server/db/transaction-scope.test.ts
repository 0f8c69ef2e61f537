import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing/test-database';
import type { DatabaseHandle } from './client';
import { waitlistEntries } from './schema';
import { createTransactionScope, type TransactionScope } from './transaction-scope';

describe('db: transaction scope', () => {
  let database: DatabaseHandle;
  let scope: TransactionScope;

  beforeAll(async () => {
    database = await openTestDatabase();
    scope = createTransactionScope(database.db);
  });
  afterAll(async () => {
    await database.close();
  });

  const add = (email: string) =>
    scope.db.insert(waitlistEntries).values({ id: crypto.randomUUID(), email, wantsUpdates: false });
  const total = async () => (await database.db.select({ value: count() }).from(waitlistEntries))[0]?.value;

  it('rolls back every write made through its handle, nested runs and transactions included', async () => {
    await expect(
      scope.run(async () => {
        await add('one@example.com');
        await scope.run(() => add('two@example.com'));
        await scope.db.transaction((savepoint) =>
          savepoint.insert(waitlistEntries).values({ id: crypto.randomUUID(), email: 'three@example.com' }),
        );
        throw new Error('part-way failure');
      }),
    ).rejects.toThrow('part-way failure');
    expect(await total()).toBe(0);
  });

  it('commits them together, and outside a run the handle writes at once', async () => {
    await scope.run(async () => {
      await add('four@example.com');
      await add('five@example.com');
    });
    await add('six@example.com');
    expect(await total()).toBe(3);
  });

  it('keeps concurrent runs apart', async () => {
    const failing = scope.run(async () => {
      await add('seven@example.com');
      await new Promise((done) => setTimeout(done, 50));
      throw new Error('only this one');
    });
    const passing = scope.run(() => add('eight@example.com'));
    await expect(failing).rejects.toThrow('only this one');
    await passing;
    expect(await total()).toBe(4);
  });
});
