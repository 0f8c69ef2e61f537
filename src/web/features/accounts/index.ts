/** Accounts: session, login dialog (login, register, waitlist, forgot password), password reset, logout. */
export { LoginDialog, type LoginDialogProps } from './components/LoginDialog';
export { ResetPasswordPanel, type ResetPasswordPanelProps } from './components/ResetPasswordPanel';
export { PasswordInput, type PasswordInputProps } from './components/PasswordInput';
export { useSession, sessionQueryOptions } from './hooks/useSession';
export { useLogin } from './hooks/useLogin';
export { useRegister } from './hooks/useRegister';
export { useJoinWaitlist } from './hooks/useJoinWaitlist';
export { useForgotPassword } from './hooks/useForgotPassword';
export { useResetPassword } from './hooks/useResetPassword';
export { useRegistrationMode } from './hooks/useRegistrationMode';
export {
  accountDialogViews,
  defaultSignedInPath,
  parseLandingSearch,
  toSafeRedirect,
  type AccountDialogView,
  type LandingSearch,
} from './login-search';
export { FormAlert } from './components/FormAlert';
export { emailFieldSchema, newPasswordSchema } from './account-schemas';
export { applyServerErrors } from './form-errors';
