/**
 * The Settings tabs (spec 1 'Settings (/app/settings)'), in display order. `llm` is owned by the AI
 * engineer's LLM Integration tab: its id is known here (so `/app/settings?tab=llm` links type-check and
 * survive), and the tab itself appears once its panel is added to `settingsTabs` in SettingsScreen.
 */
export const settingsTabIds = ['profile', 'platforms', 'llm', 'notifications', 'appearance'] as const;

/** A Settings tab id, as written in the URL (`?tab=`). */
export type SettingsTabId = (typeof settingsTabIds)[number];

/** The tab shown when the URL names none, or one that is not on the screen. */
export const defaultSettingsTab: SettingsTabId = 'profile';

/** True for a known tab id (validates the untrusted `?tab=` search value). */
export function isSettingsTabId(value: unknown): value is SettingsTabId {
  return typeof value === 'string' && (settingsTabIds as readonly string[]).includes(value);
}

/** The tab to show: the requested one when it is on the screen, else the first present one. */
export function resolveSettingsTab(
  requested: SettingsTabId | undefined,
  present: readonly SettingsTabId[],
): SettingsTabId {
  if (requested && present.includes(requested)) return requested;
  return present.includes(defaultSettingsTab) ? defaultSettingsTab : (present[0] ?? defaultSettingsTab);
}
