import type { PlatformConnection } from '../../../shared/contracts/platforms';
import type { PlatformId } from '../../../shared/domain/platforms';
import type { ConnectionRow } from './platforms.store';

/** The destination id of a connected account: `<platform>:<connection id>`. */
export const destinationIdOf = (row: { platform: string; id: string }) => `${row.platform}:${row.id}`;

/** A connection as the browser sees it: never its tokens. */
export function presentConnection(row: ConnectionRow): PlatformConnection {
  return {
    id: row.id,
    platform: row.platform as PlatformId,
    destinationId: destinationIdOf(row),
    accountName: row.accountName,
    status: row.status,
    lastSyncAt: row.lastSyncAt?.toISOString() ?? null,
    connectedAt: row.createdAt.toISOString(),
  };
}
