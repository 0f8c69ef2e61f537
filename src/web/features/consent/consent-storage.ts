/** The cookie categories of the consent (spec 2 §3 'Cookie preferences'). */
export const consentCategories = ['essential', 'analytics', 'functional', 'performance'] as const;
/** One of {@link consentCategories}. */
export type ConsentCategory = (typeof consentCategories)[number];
/** A visitor's choice per category; essential is always true. */
export type ConsentChoice = Record<ConsentCategory, boolean>;

/** localStorage key of the stored choice (JSON). */
export const CONSENT_STORAGE_KEY = 'postforge.cookie-consent';
/** Essential only: the defaults, and what 'Reset to Essential Only' sets. */
export const essentialOnly: ConsentChoice = {
  essential: true,
  analytics: false,
  functional: false,
  performance: false,
};
/** Everything: what 'Accept All' sets. */
export const acceptAll: ConsentChoice = {
  essential: true,
  analytics: true,
  functional: true,
  performance: true,
};

/** A stored choice and when it was made (ISO 8601; null for a choice stored before times were kept). */
export interface StoredConsent {
  choice: ConsentChoice;
  savedAt: string | null;
}

/**
 * The stored choice merged over the defaults, or null when the visitor has not chosen yet. Unparseable data is
 * logged and read as the defaults (spec 2 §4).
 */
export function readConsent(): ConsentChoice | null {
  return readStoredConsent()?.choice ?? null;
}

/** The stored choice with its time, or null when the visitor has not chosen yet. */
export function readStoredConsent(): StoredConsent | null {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(CONSENT_STORAGE_KEY);
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<Record<string, unknown>>;
    const choice = { ...essentialOnly };
    for (const category of consentCategories) {
      if (typeof parsed[category] === 'boolean') choice[category] = parsed[category];
    }
    const savedAt =
      typeof parsed.savedAt === 'string' && !Number.isNaN(Date.parse(parsed.savedAt)) ? parsed.savedAt : null;
    return { choice: { ...choice, essential: true }, savedAt };
  } catch (error) {
    console.error('Error parsing cookie preferences:', error);
    return { choice: { ...essentialOnly }, savedAt: null };
  }
}

/** Stores a choice in this browser (essential forced true) with the time it was made (default: now). */
export function writeConsent(choice: ConsentChoice, savedAt = new Date().toISOString()): void {
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ ...choice, essential: true, savedAt }));
  } catch {
    // private mode: the choice holds for this visit
  }
}
