import { lazy, Suspense, useEffect, useState } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { toastDurationMs } from '../../../../shared/domain/timers';
import { Button } from '../../../ui/Button';
import { showToast } from '../../../ui/lazy-toast';
import { useIsHydrated } from '../../../ui/useIsHydrated';
import { acceptAll, readConsent, writeConsent, type ConsentChoice } from '../consent-storage';
import { saveConsentToAccount, useConsentSync } from '../hooks/useConsentSync';
import { handleAcceptAllRequests, useCookiePreferencesRequests } from '../preferences-request';

const CookiePreferencesDialog = lazy(() =>
  import('./CookiePreferencesDialog').then((module) => ({ default: module.CookiePreferencesDialog })),
);

/**
 * The cookie banner (until the visitor chooses) and the Cookie Preferences modal (also opened by the footers'
 * 'Cookie Preferences' links), stored in this browser and, signed in, on the account (newer choice wins).
 * Postforge itself sets only essential cookies (session, language); nothing non-essential loads before consent
 * because nothing non-essential exists yet: a future analytics or embed must read `readConsent()` first.
 * The banner shows on the public pages, not inside the signed-in app (/app), where it would cover the screens'
 * foot and where nothing beyond the essential cookies is set either. Its buttons work before hydration too:
 * the boot script holds the first click and replays it once React runs.
 */
export function CookieConsent() {
  const { t } = useTranslation('consent');
  const isHydrated = useIsHydrated();
  const [choice, setChoice] = useState<ConsentChoice | null | undefined>(undefined);
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  const { userId } = useConsentSync(setChoice);
  // A footer link asked for the modal: open it (adjusting state during render, as React recommends).
  const requests = useCookiePreferencesRequests();
  const [handledRequests, setHandledRequests] = useState(requests);
  if (requests !== handledRequests) {
    setHandledRequests(requests);
    setIsDialogOpen(true);
  }
  const isInApp = useRouterState({
    select: (state) => state.location.pathname === '/app' || state.location.pathname.startsWith('/app/'),
  });
  const save = (next: ConsentChoice) => {
    const savedAt = new Date().toISOString();
    writeConsent(next, savedAt);
    if (userId) {
      saveConsentToAccount(next, savedAt).catch((error: unknown) => {
        console.error('Cookie preferences were not saved on the account:', error);
      });
    }
    setChoice(next);
    setIsDialogOpen(false);
    // Green (sonner's rich colours for success), hidden after 3 s (spec 2 §4).
    showToast.success(t('saved'), { duration: toastDurationMs, richColors: true });
  };
  // The Cookie Policy page's 'Accept All Cookies' button saves through here (features/consent/preferences-request).
  useEffect(() => handleAcceptAllRequests(() => save({ ...acceptAll })));
  if (isInApp) return null;
  // The pre-rendered page cannot know the stored choice: it draws the banner hidden, and the boot script
  // (src/web/boot/boot.ts) shows it when no choice is stored (theme.css), until React takes over here.
  const stored = !isHydrated ? null : choice === undefined ? readConsent() : choice;

  return (
    <>
      {stored === null && !isDialogOpen && (
        <section
          data-prerendered-banner={isHydrated ? undefined : ''}
          aria-label={t('banner.label')}
          className="fixed inset-x-0 bottom-0 z-40 border-t bg-card p-4 shadow-lg sm:inset-x-4 sm:bottom-4 sm:rounded-xl sm:border"
        >
          <div className="mx-auto flex max-w-5xl flex-col gap-3 sm:flex-row sm:items-center">
            <p className="flex-1 text-sm">{t('banner.text')}</p>
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" onClick={() => setIsDialogOpen(true)}>
                {t('preferences')}
              </Button>
              <Button onClick={() => save({ ...acceptAll })}>{t('acceptAll')}</Button>
            </div>
          </div>
        </section>
      )}
      {isDialogOpen && (
        <Suspense fallback={null}>
          <CookiePreferencesDialog
            initial={
              stored ??
              readConsent() ?? { essential: true, analytics: false, functional: false, performance: false }
            }
            onSave={save}
            onClose={() => setIsDialogOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
