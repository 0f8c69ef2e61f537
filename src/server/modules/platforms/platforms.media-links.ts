import { createHmac, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';

/** How long a signed media link works: long enough for a platform to fetch the file, no longer. */
export const mediaLinkLifetimeMs = 60 * 60_000;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/u;
/** A UUID in 22 base64url characters (a link segment must stay under the router's 100 characters). */
const packId = (id: string) =>
  uuidPattern.test(id) ? Buffer.from(id.replace(/-/gu, ''), 'hex').toString('base64url') : undefined;
const unpackId = (packed: string) => {
  const hex = Buffer.from(packed, 'base64url').toString('hex');
  if (hex.length !== 32) return undefined;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

/**
 * Signed links to one stored file, for a platform that fetches a post's media from a public URL (Instagram):
 * `${PUBLIC_URL}/api/platform-media/<token>`, the token `<asset id>.<workspace id>.<expiry>.<HMAC>` (ids packed
 * to base64url, expiry in unix seconds base 36), the HMAC-SHA-256 (a key derived from the server secret, 128
 * bits kept) over those three. Nothing else is exposed: the route answers only that one file of that workspace
 * until the expiry, and 404 for anything else.
 */
export function createMediaLinks(deps: { secret: string; publicUrl: string; clock: () => Date }) {
  const key = createHmac('sha256', deps.secret).update('postforge platform media links v1').digest();
  const sign = (payload: string) =>
    createHmac('sha256', key).update(payload).digest().subarray(0, 16).toString('base64url');
  return {
    /** A link to the asset that works for an hour from now. */
    urlFor(workspaceId: string, assetId: string): string {
      const asset = packId(assetId);
      const workspace = packId(workspaceId);
      if (!asset || !workspace) throw new Error('media links need UUID ids');
      const expiry = Math.floor((deps.clock().getTime() + mediaLinkLifetimeMs) / 1000).toString(36);
      const payload = `${asset}.${workspace}.${expiry}`;
      return `${deps.publicUrl.replace(/\/+$/u, '')}/api/platform-media/${payload}.${sign(payload)}`;
    },
    /** The asset and workspace a token names, when its signature holds and it has not expired. */
    verify(token: string): { workspaceId: string; assetId: string } | undefined {
      const parts = token.split('.');
      if (parts.length !== 4) return undefined;
      const [asset, workspace, expiry, signature] = parts as [string, string, string, string];
      const expected = Buffer.from(sign(`${asset}.${workspace}.${expiry}`));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      if (!/^[0-9a-z]+$/u.test(expiry) || parseInt(expiry, 36) * 1000 <= deps.clock().getTime())
        return undefined;
      const assetId = unpackId(asset);
      const workspaceId = unpackId(workspace);
      return assetId && workspaceId ? { workspaceId, assetId } : undefined;
    },
  };
}

/** Signed media links. */
export type MediaLinks = ReturnType<typeof createMediaLinks>;

/**
 * Whether a platform on the internet can reach PUBLIC_URL: not for localhost, `.local`/`.internal` names,
 * loopback, private (10/8, 172.16/12, 192.168/16, fc00::/7), link-local or unspecified addresses.
 */
export function isPublicUrlReachable(publicUrl: string): boolean {
  let host: string;
  try {
    host = new URL(publicUrl).hostname.toLowerCase().replace(/^\[|\]$/gu, '');
  } catch {
    return false;
  }
  if (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host.endsWith('.local') ||
    host.endsWith('.internal')
  )
    return false;
  if (!host.includes('.') && isIP(host) === 0) return false; // a bare name only the local network resolves
  if (isIP(host) === 4) {
    const [a = 0, b = 0] = host.split('.').map(Number);
    return !(
      a === 10 ||
      a === 127 ||
      a === 0 ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 100 && b >= 64 && b <= 127)
    );
  }
  if (isIP(host) === 6)
    return !(host === '::1' || host === '::' || /^f[cd]/u.test(host) || /^fe[89ab]/u.test(host));
  return true;
}
