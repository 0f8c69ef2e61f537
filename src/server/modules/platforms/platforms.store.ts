import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { platformConnections, platformOauthClients, platformOauthStates } from '../../db/schema';

/** A stored platform connection (tokens sealed). */
export type ConnectionRow = typeof platformConnections.$inferSelect;
/** A stored authorization request. */
export type OAuthStateRow = typeof platformOauthStates.$inferSelect;
/** A stored OAuth client of a platform (secret sealed). */
export type OAuthClientRow = typeof platformOauthClients.$inferSelect;

/** The platform connections' queries; every connection and state query is scoped to a workspace. */
export function createPlatformsStore(db: Database) {
  return {
    async listClients(): Promise<OAuthClientRow[]> {
      return db.select().from(platformOauthClients);
    },
    async findClient(platform: string): Promise<OAuthClientRow | undefined> {
      const [row] = await db
        .select()
        .from(platformOauthClients)
        .where(eq(platformOauthClients.platform, platform));
      return row;
    },
    async saveClient(row: Omit<OAuthClientRow, 'updatedAt'>): Promise<OAuthClientRow> {
      const values = { ...row, updatedAt: new Date() };
      const [saved] = await db
        .insert(platformOauthClients)
        .values(values)
        .onConflictDoUpdate({ target: platformOauthClients.platform, set: values })
        .returning();
      if (!saved) throw new Error('OAuth client not saved');
      return saved;
    },

    async insertState(row: typeof platformOauthStates.$inferInsert, now: Date): Promise<void> {
      // Old requests go with each new one: nothing reads them after their 10 minutes and a day.
      await db
        .delete(platformOauthStates)
        .where(lt(platformOauthStates.expiresAt, new Date(now.getTime() - 86_400_000)));
      await db.insert(platformOauthStates).values(row);
    },
    /** Deletes the authorization requests that expired before `before` (used or not); answers how many. */
    async deleteStatesExpiredBefore(before: Date): Promise<number> {
      const gone = await db
        .delete(platformOauthStates)
        .where(lt(platformOauthStates.expiresAt, before))
        .returning({ id: platformOauthStates.id });
      return gone.length;
    },
    /** The request of a state (by its hash), whoever started it: the caller checks the session. */
    async findStateByHash(stateHash: string): Promise<OAuthStateRow | undefined> {
      const [row] = await db
        .select()
        .from(platformOauthStates)
        .where(eq(platformOauthStates.stateHash, stateHash));
      return row;
    },
    /** Uses a pending request once: only the first caller gets the row back (then it is 'failed' until done). */
    async claimState(id: string, message: string): Promise<OAuthStateRow | undefined> {
      const [row] = await db
        .update(platformOauthStates)
        .set({ status: 'failed', message })
        .where(and(eq(platformOauthStates.id, id), eq(platformOauthStates.status, 'pending')))
        .returning();
      return row;
    },
    /**
     * Stores how a request ended: failed (`message` says why), or connected with every connection it added or
     * updated (the first in `connection_id`, all of them as a JSON list in `message`: one Facebook Connect adds
     * several Pages).
     */
    async finishState(
      id: string,
      outcome: { status: 'connected'; connectionIds: string[] } | { status: 'failed'; message: string },
    ): Promise<void> {
      await db
        .update(platformOauthStates)
        .set(
          outcome.status === 'connected'
            ? {
                status: 'connected',
                connectionId: outcome.connectionIds[0] ?? null,
                message: JSON.stringify(outcome.connectionIds),
              }
            : { status: 'failed', message: outcome.message },
        )
        .where(eq(platformOauthStates.id, id));
    },
    /** One of the user's requests in their workspace. */
    async findState(workspaceId: string, userId: string, id: string) {
      const [row] = await db
        .select({ state: platformOauthStates, accountName: platformConnections.accountName })
        .from(platformOauthStates)
        .leftJoin(platformConnections, eq(platformConnections.id, platformOauthStates.connectionId))
        .where(
          and(
            eq(platformOauthStates.id, id),
            eq(platformOauthStates.workspaceId, workspaceId),
            eq(platformOauthStates.userId, userId),
          ),
        );
      return row;
    },

    /** The account names of the workspace's connections among `ids`, in the order of `ids` (gone ones left out). */
    async listAccountNames(workspaceId: string, ids: readonly string[]): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: platformConnections.id, accountName: platformConnections.accountName })
        .from(platformConnections)
        .where(
          and(eq(platformConnections.workspaceId, workspaceId), inArray(platformConnections.id, [...ids])),
        );
      const names = new Map(rows.map((row) => [row.id, row.accountName]));
      return ids.flatMap((id) => names.get(id) ?? []);
    },

    async listConnections(workspaceId: string): Promise<ConnectionRow[]> {
      return db
        .select()
        .from(platformConnections)
        .where(eq(platformConnections.workspaceId, workspaceId))
        .orderBy(asc(platformConnections.platform), asc(platformConnections.createdAt));
    },
    async findConnection(workspaceId: string, id: string): Promise<ConnectionRow | undefined> {
      const [row] = await db
        .select()
        .from(platformConnections)
        .where(and(eq(platformConnections.workspaceId, workspaceId), eq(platformConnections.id, id)));
      return row;
    },
    /** Stores an account's tokens: a new row, or the same account's row again (connected anew). */
    async upsertConnection(row: typeof platformConnections.$inferInsert): Promise<ConnectionRow> {
      const { id: _id, createdAt: _createdAt, ...changes } = row;
      const [saved] = await db
        .insert(platformConnections)
        .values(row)
        .onConflictDoUpdate({
          target: [
            platformConnections.workspaceId,
            platformConnections.platform,
            platformConnections.externalAccountId,
          ],
          set: { ...changes, updatedAt: new Date() },
        })
        .returning();
      if (!saved) throw new Error('Connection not saved');
      return saved;
    },
    async updateConnection(
      workspaceId: string,
      id: string,
      changes: Partial<Omit<typeof platformConnections.$inferInsert, 'id' | 'workspaceId'>>,
    ): Promise<ConnectionRow | undefined> {
      const [row] = await db
        .update(platformConnections)
        .set({ ...changes, updatedAt: new Date() })
        .where(and(eq(platformConnections.workspaceId, workspaceId), eq(platformConnections.id, id)))
        .returning();
      return row;
    },
    /**
     * Runs `work` with the connection's row locked (SELECT ... FOR UPDATE), so two jobs never refresh one
     * connection's rotating refresh token at once; the second sees the first's new tokens.
     */
    async withLockedConnection<T>(
      workspaceId: string,
      id: string,
      work: (
        row: ConnectionRow | undefined,
        update: (changes: Partial<ConnectionRow>) => Promise<ConnectionRow>,
      ) => Promise<T>,
    ): Promise<T> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(platformConnections)
          .where(and(eq(platformConnections.workspaceId, workspaceId), eq(platformConnections.id, id)))
          .for('update');
        return work(row, async (changes) => {
          const [updated] = await tx
            .update(platformConnections)
            .set({ ...changes, updatedAt: new Date() })
            .where(eq(platformConnections.id, id))
            .returning();
          if (!updated) throw new Error('Connection not updated');
          return updated;
        });
      });
    },
    async deleteConnection(workspaceId: string, id: string): Promise<boolean> {
      const deleted = await db
        .delete(platformConnections)
        .where(and(eq(platformConnections.workspaceId, workspaceId), eq(platformConnections.id, id)))
        .returning({ id: platformConnections.id });
      return deleted.length > 0;
    },
  };
}

/** The store's interface. */
export type PlatformsStore = ReturnType<typeof createPlatformsStore>;
