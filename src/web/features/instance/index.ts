/** Instance: the owner-only screen for registration, invitations, the waitlist and the e-mail outbox. */
export { InstancePage } from './components/InstancePage';
export { useInstance } from './hooks/useInstance';
export { useUpdateRegistration } from './hooks/useUpdateRegistration';
export { useCreateInvitation } from './hooks/useCreateInvitation';
