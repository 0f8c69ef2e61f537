import { useTranslation } from 'react-i18next';
import { openCookiePreferences } from '../preferences-request';

/** Props of {@link CookiePreferencesLink}. */
export interface CookiePreferencesLinkProps {
  /** The footer's link classes, so it looks like its neighbours. */
  className?: string;
}

/**
 * The footers' 'Cookie Preferences' entry: a button drawn like a link that opens the Cookie Preferences modal
 * (spec 2 §4) on any public page.
 * Works before hydration too: the boot script (src/web/boot/boot.ts) holds the first click and replays it.
 */
export function CookiePreferencesLink({ className }: CookiePreferencesLinkProps) {
  const { t } = useTranslation('consent');
  return (
    <button type="button" className={`text-left ${className ?? ''}`} onClick={openCookiePreferences}>
      {t('preferences')}
    </button>
  );
}
