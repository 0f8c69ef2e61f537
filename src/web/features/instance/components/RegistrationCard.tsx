import { Card, CardContent, CardDescription, CardHeader, CardTitle, Switch, toast } from '../../../ui';
import { useUpdateRegistration } from '../hooks/useUpdateRegistration';

/** Props of {@link RegistrationCard}. */
export interface RegistrationCardProps {
  isRegistrationOpen: boolean;
}

/** The registration setting: a switch 'Open registration' with what each state means for visitors. */
export function RegistrationCard({ isRegistrationOpen }: RegistrationCardProps) {
  const updateRegistration = useUpdateRegistration();
  const isOpen = updateRegistration.isPending
    ? (updateRegistration.variables ?? isRegistrationOpen)
    : isRegistrationOpen;

  const handleChange = (next: boolean) => {
    updateRegistration.mutate(next, {
      onSuccess: ({ isRegistrationOpen: saved }) =>
        toast.success(
          saved ? 'Registration is open.' : 'Registration is closed: new visitors join the waitlist.',
        ),
      onError: (error) => toast.error(`The setting was not saved. ${error.message}`),
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Registration</CardTitle>
        <CardDescription>Who may create an account on this instance.</CardDescription>
      </CardHeader>
      <CardContent>
        <Switch
          label="Open registration"
          description={
            isOpen
              ? 'Anyone who opens this site can create an account. Turn it off to go back to the private beta.'
              : 'Private beta: visitors see Coming Soon and can join the waitlist; only people you invite can register.'
          }
          checked={isOpen}
          disabled={updateRegistration.isPending}
          onCheckedChange={handleChange}
        />
      </CardContent>
    </Card>
  );
}
