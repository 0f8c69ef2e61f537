import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { acceptAllCookies, openCookiePreferences } from '../preferences-request';

/**
 * The Cookie Policy page's own controls (spec 2 'Cookie Policy'): 'Cookie Preferences' opens the modal and
 * 'Accept All Cookies' accepts everything, both through the root's CookieConsent (stored, the green toast).
 * Works before hydration too: the boot script (src/web/boot/boot.ts) holds the first click and replays it.
 */
export function CookiePolicyActions() {
  const { t } = useTranslation('consent');
  return (
    <div className="flex flex-wrap gap-3">
      <Button onClick={openCookiePreferences}>{t('preferences')}</Button>
      <Button variant="outline" onClick={acceptAllCookies}>
        {t('acceptAll')}
      </Button>
    </div>
  );
}
