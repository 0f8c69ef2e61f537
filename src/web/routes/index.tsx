import { useState } from 'react';
import { Link, createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import {
  LoginDialog,
  parseLandingSearch,
  useRegistrationMode,
  useSession,
  type AccountDialogView,
} from '../features/accounts';
import { LanguageSelect } from '../features/preferences/components/LanguageSelect';
import { Badge, Button, Skeleton, getButtonClasses } from '../ui';

/**
 * The landing page. Search: `login` opens the login dialog on that view, `redirect` (a path under /app) is
 * where a login goes, `invite` (an invitation token) opens the register view. The dialog's view lives in the
 * URL: opening and switching views push history entries (Back returns to the previous view), closing
 * replaces the entry. Get Started Free opens the login view, or the owner set-up on a fresh instance. For now: the fixed top bar and a short hero; the full landing is a later issue.
 */
export const Route = createFileRoute('/')({
  validateSearch: parseLandingSearch,
  component: LandingPage,
});

function LandingPage() {
  const { t } = useTranslation('site');
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const session = useSession();
  const [isInvitationDismissed, setIsInvitationDismissed] = useState(false);
  const isSignedIn = Boolean(session.data?.user);
  const requestedView = search.login ?? (search.invite && !isInvitationDismissed ? 'register' : undefined);
  // A signed-in visitor has nothing to log into; the dialog also closes itself once a login succeeds.
  const openView = session.isPending || isSignedIn ? undefined : requestedView;
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

  return (
    <>
      <header className="fixed inset-x-0 top-0 z-40 border-b bg-background/90 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
          {/* On a narrow phone a long button (some languages) shortens the name rather than covering it. */}
          <Link
            to="/"
            className="flex min-w-0 items-center gap-2 rounded-md text-lg font-semibold tracking-tight"
          >
            <img src="/favicon.svg" alt="" width={32} height={32} className="size-8 shrink-0" />
            <span className="truncate">Postforge</span>
          </Link>
          <div className="flex shrink-0 items-center gap-2">
            {session.isPending ? (
              <Skeleton className="h-10 w-36" />
            ) : isSignedIn ? (
              <Link to="/app" className={getButtonClasses()}>
                {t('header.openApp')}
              </Link>
            ) : (
              <Button onClick={() => void handleGetStarted()}>{t('header.getStarted')}</Button>
            )}
          </div>
        </div>
      </header>
      <main className="pt-16">
        <section className="mx-auto flex max-w-3xl flex-col items-center gap-6 px-4 py-20 text-center sm:py-28">
          <Badge variant="secondary">{t('hero.badge')}</Badge>
          <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">{t('hero.title')}</h1>
          <p className="max-w-2xl text-lg text-pretty text-muted-foreground">{t('hero.intro')}</p>
          {!session.isPending &&
            (isSignedIn ? (
              <Link to="/app" className={getButtonClasses({ size: 'lg' })}>
                {t('hero.openDashboard')}
              </Link>
            ) : (
              <Button size="lg" variant="outline" onClick={() => showView('register')}>
                {t('hero.createAccount')}
              </Button>
            ))}
        </section>
      </main>
      {/* The public pages' language choice: a native select, so no menu library loads with the landing page. */}
      <footer className="border-t">
        <div className="mx-auto flex max-w-6xl items-center justify-end px-4 py-4 sm:px-6">
          <LanguageSelect />
        </div>
      </footer>
      <LoginDialog
        view={openView}
        onViewChange={showView}
        onClose={closeDialog}
        inviteToken={search.invite}
        redirectTo={search.redirect}
      />
    </>
  );
}
