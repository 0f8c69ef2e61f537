import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database } from './client';

/**
 * One transaction across code that holds a database handle rather than a transaction: our stores and
 * better-auth's Drizzle adapter. `db` is a stand-in for the root database that sends every query to the
 * transaction `run` opened in the current async context, and to the pool outside one.
 */
export interface TransactionScope {
  /** Use this handle wherever a query must join a surrounding `run` (stores, the auth adapter). */
  db: Database;
  /**
   * Runs `work` in one transaction: every query made through `db` while it runs (awaited, in this async
   * context) commits or rolls back together; a throw rolls back and is rethrown. Nested calls join the outer
   * transaction. Do not start work inside that outlives `work` (it would find the transaction finished).
   */
  run: <T>(work: () => Promise<T>) => Promise<T>;
}

/** Builds a transaction scope over the root database. */
export function createTransactionScope(root: Database): TransactionScope {
  const current = new AsyncLocalStorage<Database>();
  const db = new Proxy(root, {
    get(target, property) {
      const active = current.getStore() ?? target;
      const value: unknown = Reflect.get(active, property, active);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(active) : value;
    },
  });
  return {
    db,
    run(work) {
      if (current.getStore()) return work();
      return root.transaction((transaction) => current.run(transaction as unknown as Database, work));
    },
  };
}
