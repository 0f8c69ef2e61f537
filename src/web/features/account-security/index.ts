/** Password and security settings: password change, sessions, e-mail change, export of my data, deletion. */
export { ProfileSecuritySection } from './components/ProfileSecuritySection';
export { ConfirmEmailPanel } from './components/ConfirmEmailPanel';
