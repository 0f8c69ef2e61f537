import { z } from 'zod';

/** The views of the login dialog, kept in the landing page's `login` search parameter. */
export const accountDialogViews = ['login', 'register', 'waitlist', 'forgot'] as const;

/** One view of the login dialog. */
export type AccountDialogView = (typeof accountDialogViews)[number];

/** Where a successful login goes when no (valid) redirect was asked for. */
export const defaultSignedInPath = '/app/create';

function hasControlCharacter(value: string): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * Returns the value when it is a same-origin path inside the app (`/app`, `/app/...`, `/app?...`), else
 * undefined. Absolute URLs, protocol-relative `//host` paths, backslashes and control characters are refused,
 * so a crafted `?redirect=` cannot send a freshly signed-in user to another site.
 */
export function toSafeRedirect(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 2000) return undefined;
  if (!/^\/app(?:[/?#]|$)/.test(value) || value.includes('\\') || hasControlCharacter(value))
    return undefined;
  try {
    const base = 'http://postforge.invalid';
    const url = new URL(value, base);
    if (url.origin !== base) return undefined;
    return `${url.pathname}${url.search}${url.hash}`.startsWith('/app') ? value : undefined;
  } catch {
    return undefined;
  }
}

const landingSearchSchema = z.object({
  login: z.enum(accountDialogViews).optional().catch(undefined),
  redirect: z.unknown().transform(toSafeRedirect).optional(),
  invite: z.string().min(1).max(200).optional().catch(undefined),
});

/** Search parameters of the landing page: the open dialog view, where to go after login, an invitation token. */
export interface LandingSearch {
  login?: AccountDialogView;
  redirect?: string;
  invite?: string;
}

/**
 * Validates the landing page's search parameters; anything unknown or unsafe becomes undefined, never an
 * error. Every key is returned, even when undefined: TanStack Router merges a route's validated search over
 * its parents' (the root passes the raw query through), so a dropped key would come back unvalidated.
 */
export function parseLandingSearch(search: Record<string, unknown>): LandingSearch {
  const { login, redirect, invite } = landingSearchSchema.parse(search);
  return { login, redirect, invite };
}
