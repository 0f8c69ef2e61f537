import { lazy, Suspense, useState } from 'react';
import { Link, createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { parseLandingSearch, type AccountDialogView } from '../features/accounts/login-search';
import { useRegistrationMode } from '../features/accounts/hooks/useRegistrationMode';
import { useSession } from '../features/accounts/hooks/useSession';
import { CookiePreferencesLink } from '../features/consent/components/CookiePreferencesLink';
import { feedSignedInPath } from '../features/feed/pending-action';
import { LandingPage } from '../features/landing';
import { NewsletterSignup } from '../features/newsletter';
import { Button, getButtonClasses } from '../ui';
import { useIsHydrated } from '../ui/useIsHydrated';
import { WhenNearViewport } from '../ui/WhenNearViewport';

/**
 * The landing page. Search: `login` opens the login dialog on that view, `redirect` (a path under /app) is
 * where a login goes, `invite` (an invitation token) opens the register view. The dialog's view lives in the
 * URL: opening and switching views push history entries (Back returns to the previous view), closing
 * replaces the entry. Get Started Free opens the login view, or the owner set-up on a fresh instance.
 */
/** The feed loads after the page paints (its own chunk): the pre-rendered page shows its loading state. */
const CommunityFeed = lazy(() =>
  import('../features/feed/components/CommunityFeed').then((module) => ({ default: module.CommunityFeed })),
);

/** The login dialog (forms, password rules) loads when it first opens, not with the landing page. */
const LoginDialog = lazy(() =>
  import('../features/accounts/components/LoginDialog').then((module) => ({ default: module.LoginDialog })),
);

export const Route = createFileRoute('/')({
  validateSearch: parseLandingSearch,
  component: LandingRoute,
});

function LandingRoute() {
  const { t } = useTranslation('landing');
  const { t: tFeed } = useTranslation('feed');
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const session = useSession();
  const [isInvitationDismissed, setIsInvitationDismissed] = useState(false);
  // A pre-rendered page hydrates as signed out (what its HTML shows); the session applies right after.
  const isHydrated = useIsHydrated();
  const isSignedIn = isHydrated && Boolean(session.data?.user);
  const requestedView = search.login ?? (search.invite && !isInvitationDismissed ? 'register' : undefined);
  // A signed-in visitor has nothing to log into; the dialog also closes itself once a login succeeds.
  const openView = session.isPending || isSignedIn ? undefined : requestedView;
  // Once opened the dialog stays mounted (closed), so reopening keeps what was typed and needs no load.
  const [isDialogLoaded, setIsDialogLoaded] = useState(false);
  if (openView && !isDialogLoaded) setIsDialogLoaded(true);
  // On a fresh instance there is no account to log into yet: Get Started Free opens the owner set-up (a click
  // before the answer waits for it, so a quick click cannot open the login view there).
  const registration = useRegistrationMode(undefined, { isEnabled: !session.isPending && !isSignedIn });
  const handleGetStarted = async () => {
    const mode = registration.data?.mode ?? (await registration.refetch()).data?.mode;
    showView(mode === 'owner-setup' ? 'register' : 'login');
  };

  const showView = (view: AccountDialogView) => {
    void navigate({ search: (previous) => ({ ...previous, login: view }) });
  };
  const closeDialog = () => {
    setIsInvitationDismissed(true);
    void navigate({ search: (previous) => ({ invite: previous.invite }), replace: true });
  };

  const headerAction = isSignedIn ? (
    <Link to="/app" className={getButtonClasses()}>
      {t('nav.openApp')}
    </Link>
  ) : (
    // A click before hydration is held by the boot script (src/web/boot/boot.ts) and replayed here.
    <Button onClick={() => void handleGetStarted()}>{t('nav.getStarted')}</Button>
  );
  const heroAction = isSignedIn ? (
    <Link to="/app" className={getButtonClasses({ size: 'lg' })}>
      {t('hero.openDashboard')}
    </Link>
  ) : (
    <Button size="lg" onClick={() => showView('register')}>
      {t('hero.createAccount')}
    </Button>
  );

  const feedLoading = <p className="text-center text-muted-foreground">{tFeed('loading')}</p>;
  return (
    <LandingPage
      headerAction={headerAction}
      heroAction={heroAction}
      communityFeed={
        // The feed sits far down the page: its code and first page load as the visitor scrolls towards it.
        <WhenNearViewport placeholder={feedLoading} marginPx={100}>
          <Suspense fallback={feedLoading}>
            {isHydrated ? (
              <CommunityFeed
                currentUserId={isSignedIn ? session.data?.user?.id : undefined}
                isPendingActionRunner={false}
                onLoginRequired={() =>
                  // After login the visitor lands in the app's feed, where their action completes.
                  void navigate({
                    search: (previous) => ({ ...previous, login: 'login', redirect: feedSignedInPath }),
                  })
                }
              />
            ) : (
              feedLoading
            )}
          </Suspense>
        </WhenNearViewport>
      }
      newsletter={<NewsletterSignup titleAs="h3" />}
      legalExtra={
        <li>
          <CookiePreferencesLink className="text-sm text-muted-foreground hover:text-foreground hover:underline" />
        </li>
      }
    >
      {isDialogLoaded && (
        <Suspense fallback={null}>
          <LoginDialog
            view={openView}
            onViewChange={showView}
            onClose={closeDialog}
            inviteToken={search.invite}
            redirectTo={search.redirect}
          />
        </Suspense>
      )}
    </LandingPage>
  );
}
