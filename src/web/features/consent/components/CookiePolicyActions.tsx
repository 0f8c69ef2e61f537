import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { useIsHydrated } from '../../../ui/useIsHydrated';
import { acceptAllCookies, openCookiePreferences } from '../preferences-request';

/**
 * The Cookie Policy page's own controls (spec 2 'Cookie Policy'): 'Cookie Preferences' opens the modal and
 * 'Accept All Cookies' accepts everything, both through the root's CookieConsent (stored, the green toast).
 * Disabled until the page is hydrated (a click on the HTML alone does nothing).
 */
export function CookiePolicyActions() {
  const { t } = useTranslation('consent');
  const isHydrated = useIsHydrated();
  return (
    <div className="flex flex-wrap gap-3">
      <Button disabled={!isHydrated} onClick={openCookiePreferences}>
        {t('preferences')}
      </Button>
      <Button variant="outline" disabled={!isHydrated} onClick={acceptAllCookies}>
        {t('acceptAll')}
      </Button>
    </div>
  );
}
