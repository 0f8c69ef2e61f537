import { useTranslation } from 'react-i18next';
import { useIsHydrated } from '../../../ui/useIsHydrated';
import { openCookiePreferences } from '../preferences-request';

/** Props of {@link CookiePreferencesLink}. */
export interface CookiePreferencesLinkProps {
  /** The footer's link classes, so it looks like its neighbours. */
  className?: string;
}

/**
 * The footers' 'Cookie Preferences' entry: a button drawn like a link that opens the Cookie Preferences modal
 * (spec 2 §4) on any public page. Disabled until the page is hydrated (a click on the HTML alone does nothing).
 */
export function CookiePreferencesLink({ className }: CookiePreferencesLinkProps) {
  const { t } = useTranslation('consent');
  const isHydrated = useIsHydrated();
  return (
    <button
      type="button"
      className={`text-left ${className ?? ''}`}
      disabled={!isHydrated}
      onClick={openCookiePreferences}
    >
      {t('preferences')}
    </button>
  );
}
