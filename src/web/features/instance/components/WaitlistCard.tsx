import { useState } from 'react';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Button,
  EmptyState,
  toast,
} from '../../../ui';
import type { ResponseOf } from '../../../../shared/contracts/contract';
import type { getInstanceContract } from '../../../../shared/contracts/instance';
import { useCreateInvitation } from '../hooks/useCreateInvitation';
import { CopyLinkField } from './CopyLinkField';
import { DateTime } from './DateTime';
import { announceInvitation } from './InviteCard';
import { ResponsiveTable, type TableColumn } from './ResponsiveTable';

/** One waitlist entry as the Instance screen receives it. */
export type WaitlistEntry = ResponseOf<typeof getInstanceContract>['waitlist'][number];

/** Props of {@link WaitlistCard}. */
export interface WaitlistCardProps {
  entries: readonly WaitlistEntry[];
  isSmtpConfigured: boolean;
}

function InviteEntryButton({
  entry,
  isSmtpConfigured,
  onInvited,
}: {
  entry: WaitlistEntry;
  isSmtpConfigured: boolean;
  onInvited: (email: string, link: string) => void;
}) {
  const createInvitation = useCreateInvitation();
  const handleInvite = () => {
    createInvitation.mutate(entry.email, {
      onSuccess: ({ invitation, link }) => {
        onInvited(entry.email, link);
        announceInvitation(invitation.email, isSmtpConfigured);
      },
      onError: (error) => toast.error(`${entry.email} was not invited. ${error.message}`),
    });
  };
  return (
    <Button
      size="sm"
      variant={entry.invitedAt ? 'outline' : 'primary'}
      isLoading={createInvitation.isPending}
      onClick={handleInvite}
    >
      {entry.invitedAt ? 'Invite again' : 'Invite'}
      <span className="sr-only"> {entry.email}</span>
    </Button>
  );
}

/**
 * The waitlist: e-mail, product updates yes/no, joined and invited dates, and an Invite button per row.
 * A link created here is shown once under the table with a Copy button.
 */
export function WaitlistCard({ entries, isSmtpConfigured }: WaitlistCardProps) {
  const [created, setCreated] = useState<{ email: string; link: string }>();

  const columns: TableColumn<WaitlistEntry>[] = [
    { header: 'Email', cell: (entry) => <span className="font-medium break-all">{entry.email}</span> },
    { header: 'Product updates', cell: (entry) => (entry.wantsUpdates ? 'Yes' : 'No') },
    { header: 'Joined', cell: (entry) => <DateTime value={entry.createdAt} /> },
    {
      header: 'Invited',
      cell: (entry) =>
        entry.invitedAt ? (
          <DateTime value={entry.invitedAt} />
        ) : (
          <span className="text-muted-foreground">Not yet</span>
        ),
    },
    {
      header: 'Actions',
      isLabelHidden: true,
      cell: (entry) => (
        <InviteEntryButton
          entry={entry}
          isSmtpConfigured={isSmtpConfigured}
          onInvited={(email, link) => setCreated({ email, link })}
        />
      ),
    },
  ];

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Waitlist</CardTitle>
        <CardDescription>
          People who asked to join the private beta ({entries.length}). Invite them one by one.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {entries.length === 0 ? (
          <EmptyState titleAs="p" title="No one is on the waitlist yet." />
        ) : (
          <ResponsiveTable
            caption="Waitlist"
            columns={columns}
            rows={entries}
            getRowKey={(entry) => entry.id}
          />
        )}
        {created && (
          <div className="flex flex-col gap-2 rounded-lg border bg-muted p-3">
            <p className="text-sm text-foreground">
              Invitation link for <strong className="font-semibold break-all">{created.email}</strong>. It is
              shown only once.
            </p>
            <CopyLinkField link={created.link} label={`Invitation link for ${created.email}`} />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
