import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { aiProviderSettings } from '../../db/schema';

/** A stored in-app provider choice. */
export type AiProviderRow = typeof aiProviderSettings.$inferSelect;

/** The instance's in-app AI provider choices (instance-wide: they belong to the instance owner). */
export function createAiProvidersStore(db: Database) {
  return {
    /** Every saved choice, one per capability. */
    async list(): Promise<AiProviderRow[]> {
      return db.select().from(aiProviderSettings).orderBy(asc(aiProviderSettings.capability));
    },
    /** Saves one capability's choice (replacing the previous one). */
    async save(row: Omit<AiProviderRow, 'updatedAt'>): Promise<AiProviderRow> {
      const values = { ...row, updatedAt: new Date() };
      const [saved] = await db
        .insert(aiProviderSettings)
        .values(values)
        .onConflictDoUpdate({ target: aiProviderSettings.capability, set: values })
        .returning();
      if (!saved) throw new Error('AI provider choice not saved');
      return saved;
    },
  };
}

/** The store's interface. */
export type AiProvidersStore = ReturnType<typeof createAiProvidersStore>;
