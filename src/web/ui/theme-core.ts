/**
 * The theme's plain functions (no React): the boot script of the pre-rendered pages (src/web/boot/boot.ts)
 * paints the cached theme with them before the app loads. ui/theme.ts adds the React hooks.
 */
/** What the user picked in settings; 'system' follows the operating system's colour scheme. */
export type ThemePreference = 'system' | 'light' | 'dark';

/** The theme actually painted. */
export type ResolvedTheme = 'light' | 'dark';

/** localStorage key of the cached preference (a cache only: the account holds the truth). */
export const THEME_STORAGE_KEY = 'postforge.theme';

/** The media query of a dark colour scheme preference. */
export const DARK_QUERY = '(prefers-color-scheme: dark)';

/** True for the three valid preference strings; used to validate untrusted stored values. */
export function isThemePreference(value: unknown): value is ThemePreference {
  return value === 'system' || value === 'light' || value === 'dark';
}

/** Turns a preference into the theme to paint, given whether the OS currently prefers dark. */
export function resolveTheme(preference: ThemePreference, systemPrefersDark: boolean): ResolvedTheme {
  if (preference === 'system') return systemPrefersDark ? 'dark' : 'light';
  return preference;
}

/**
 * Paints a theme: toggles the `dark` class and sets `color-scheme` on the root element
 * (so native scrollbars and form controls match). No-op outside a browser.
 */
export function applyTheme(theme: ResolvedTheme, root?: HTMLElement): void {
  const element = root ?? (typeof document === 'undefined' ? undefined : document.documentElement);
  if (!element) return;
  element.classList.toggle('dark', theme === 'dark');
  element.style.colorScheme = theme;
}

/** Whether the OS prefers a dark colour scheme right now; false where matchMedia is unavailable. */
export function getSystemPrefersDark(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(DARK_QUERY).matches
    : false;
}

function getStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined; // access can throw (privacy mode, sandboxed iframe)
  }
}

/** The cached preference, or null when none is stored, storage is unavailable or the value is invalid. */
export function readCachedTheme(storage: Storage | undefined = getStorage()): ThemePreference | null {
  try {
    const value = storage?.getItem(THEME_STORAGE_KEY);
    return isThemePreference(value) ? value : null;
  } catch {
    return null;
  }
}

/** Caches the preference so the next first paint matches before the account answers; ignores storage errors. */
export function writeCachedTheme(
  preference: ThemePreference,
  storage: Storage | undefined = getStorage(),
): void {
  try {
    storage?.setItem(THEME_STORAGE_KEY, preference);
  } catch {
    // quota exceeded or storage disabled: the account still holds the preference
  }
}

/**
 * Applies the cached preference (default 'system') synchronously; call it in main.tsx before the
 * first render to avoid a flash of the wrong theme. Returns the preference it used.
 */
export function applyCachedTheme(): ThemePreference {
  const preference = readCachedTheme() ?? 'system';
  applyTheme(resolveTheme(preference, getSystemPrefersDark()));
  return preference;
}
