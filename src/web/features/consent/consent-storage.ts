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

/**
 * The stored choice merged over the defaults, or null when the visitor has not chosen yet. Unparseable data is
 * logged and read as the defaults (spec 2 §4).
 */
export function readConsent(): ConsentChoice | null {
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
    return { ...choice, essential: true };
  } catch (error) {
    console.error('Error parsing cookie preferences:', error);
    return { ...essentialOnly };
  }
}

/** Stores a choice in this browser (essential forced true). */
export function writeConsent(choice: ConsentChoice): void {
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ ...choice, essential: true }));
  } catch {
    // private mode: the choice holds for this visit
  }
}
