import { Mail, UserPlus, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Project } from '../../../../../shared/contracts/projects';
import { Badge, Button, Field, Input, toast } from '../../../../ui';
import {
  useInviteToProject,
  useProjectInvitations,
  useWithdrawProjectInvitation,
} from '../../hooks/useProjectInvitations';

/**
 * Who works on a project: its collaborators, the addresses invited by e-mail and still pending ('Invited', with
 * Withdraw), and, for whoever may share the project, 'Invite by e-mail'. A member of the workspace joins at once;
 * a new address gets an invitation e-mail; the server's refusal (an account outside the workspace, a viewer) is
 * shown under the field.
 */
export function ProjectPeople({ project, canShare }: { project: Project; canShare: boolean }) {
  const { t } = useTranslation('projects');
  const invitations = useProjectInvitations(project.id);
  const invite = useInviteToProject();
  const withdraw = useWithdrawProjectInvitation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const pending = invitations.data?.invitations ?? [];

  const handleInvite = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!address) return setError(t('people.emailRequired'));
    setError(undefined);
    invite.mutate(
      { projectId: project.id, email: address },
      {
        onSuccess: (answer) => {
          toast.success(
            answer.outcome === 'added'
              ? t('people.added', { email: address })
              : t('people.sent', { email: address }),
          );
          setEmail('');
        },
        onError: (failure) => setError(failure.message),
      },
    );
  };

  return (
    <section className="space-y-3 rounded-lg border bg-card p-3" aria-labelledby="project-people-title">
      <h3 id="project-people-title" className="font-semibold">
        {t('people.title')}
      </h3>
      {project.collaborators.length === 0 && pending.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('people.none')}</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label={t('people.list')}>
          {project.collaborators.map((address) => (
            <li key={address}>
              <Badge variant="secondary" className="max-w-full truncate">
                {address}
              </Badge>
            </li>
          ))}
          {pending.map((invitation) => (
            <li key={invitation.id} className="flex max-w-full items-center gap-1">
              <Badge variant="outline" className="max-w-full gap-1 truncate">
                <Mail aria-hidden className="size-3 shrink-0" />
                <span className="truncate">{invitation.email}</span>
              </Badge>
              <Badge variant="warning">{t('people.invited')}</Badge>
              {canShare && (
                <Button
                  size="icon"
                  variant="ghost"
                  className="size-7"
                  aria-label={t('people.withdraw', { email: invitation.email })}
                  isLoading={withdraw.isPending && withdraw.variables.invitationId === invitation.id}
                  onClick={() =>
                    withdraw.mutate(
                      { projectId: project.id, invitationId: invitation.id },
                      {
                        onSuccess: () => toast.success(t('people.withdrawn', { email: invitation.email })),
                        onError: (failure) => toast.error(failure.message),
                      },
                    )
                  }
                >
                  <X aria-hidden className="size-4" />
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {canShare && (
        <form className="flex flex-col gap-2 sm:flex-row sm:items-start" noValidate onSubmit={handleInvite}>
          <Field
            className="min-w-0 flex-1"
            label={t('people.inviteLabel')}
            hint={t('people.inviteHint')}
            error={error}
          >
            {(control) => (
              <Input
                {...control}
                type="email"
                autoComplete="off"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
              />
            )}
          </Field>
          <Button type="submit" variant="outline" className="sm:mt-7" isLoading={invite.isPending}>
            <UserPlus aria-hidden className="size-4" />
            {t('people.invite')}
          </Button>
        </form>
      )}
    </section>
  );
}
