import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent } from '../../../ui';
import { useRegistrationMode } from '../hooks/useRegistrationMode';
import { defaultSignedInPath, toSafeRedirect, type AccountDialogView } from '../login-search';
import { ForgotPasswordView } from './ForgotPasswordView';
import { LoginView } from './LoginView';
import { RegisterView, getRegisterTitle } from './RegisterView';
import { WaitlistView } from './WaitlistView';

/** Props of {@link LoginDialog}. The view lives with the caller (the landing page keeps it in the URL). */
export interface LoginDialogProps {
  /** The view to show; undefined closes the dialog. */
  view: AccountDialogView | undefined;
  /** Asks the caller to show another view (the caller pushes it to history, so Back returns here). */
  onViewChange: (view: AccountDialogView) => void;
  /** Escape, the Close button or a click outside. */
  onClose: () => void;
  /** Invitation token from an `?invite=` link, for the register view. */
  inviteToken?: string;
  /** Where to go after login or registration: a path under /app (checked again with toSafeRedirect). */
  redirectTo?: string;
}

function getTitle(
  t: TFunction<'accounts'>,
  view: AccountDialogView,
  isDone: boolean,
  registerTitle: string,
): string {
  switch (view) {
    case 'login':
      return t('dialog.loginTitle');
    case 'register':
      return registerTitle;
    case 'waitlist':
      return isDone ? t('dialog.waitlistJoinedTitle') : t('dialog.waitlistTitle');
    case 'forgot':
      return isDone ? t('dialog.forgotSentTitle') : t('dialog.forgotTitle');
  }
}

/**
 * The login dialog (spec 1 §2): login, register, waitlist and forgot-password views in one dialog whose
 * title (a heading, the dialog's accessible name) follows the view. The first field takes focus, Escape
 * closes, errors are announced. After login or registration it goes to `redirectTo` or /app/create,
 * replacing the history entry so Back does not reopen the dialog. The e-mail typed in one view carries over
 * to the next; the 'done' states (waitlist joined, reset link sent) belong to the dialog so the title follows.
 */
export function LoginDialog({ view, onViewChange, onClose, inviteToken, redirectTo }: LoginDialogProps) {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [completedView, setCompletedView] = useState<AccountDialogView>();
  const registration = useRegistrationMode(inviteToken, { isEnabled: view === 'register' });
  const isDone = view !== undefined && completedView === view;

  const showView = (next: AccountDialogView, typedEmail?: string) => {
    if (typedEmail !== undefined) setEmail(typedEmail.trim());
    setCompletedView(undefined);
    onViewChange(next);
  };
  const handleSignedIn = () => {
    void navigate({ href: toSafeRedirect(redirectTo) ?? defaultSignedInPath, replace: true });
  };
  const handleOpenChange = (isOpen: boolean) => {
    if (isOpen) return;
    setCompletedView(undefined);
    onClose();
  };

  return (
    <Dialog open={view !== undefined} onOpenChange={handleOpenChange}>
      {view && (
        <DialogContent
          title={getTitle(t, view, isDone, getRegisterTitle(t, registration.data?.mode))}
          description={view === 'login' ? t('dialog.loginDescription') : undefined}
        >
          {view === 'login' && (
            <LoginView
              initialEmail={email}
              onSignedIn={handleSignedIn}
              onForgotPassword={(typed) => showView('forgot', typed)}
              onRegister={(typed) => showView('register', typed)}
            />
          )}
          {view === 'register' && (
            <RegisterView
              inviteToken={inviteToken}
              initialEmail={email}
              onRegistered={handleSignedIn}
              onLogIn={() => showView('login')}
              onJoinWaitlist={() => showView('waitlist')}
            />
          )}
          {view === 'waitlist' && (
            <WaitlistView
              initialEmail={email}
              isJoined={isDone}
              onJoined={() => setCompletedView('waitlist')}
              onBackToLogin={() => showView('login')}
            />
          )}
          {view === 'forgot' && (
            <ForgotPasswordView
              initialEmail={email}
              isSent={isDone}
              onSent={() => setCompletedView('forgot')}
              onBackToLogin={() => showView('login')}
            />
          )}
        </DialogContent>
      )}
    </Dialog>
  );
}
