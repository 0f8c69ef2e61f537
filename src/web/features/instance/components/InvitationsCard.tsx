import {
  Badge,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  EmptyState,
  type BadgeVariant,
} from '../../../ui';
import type { ResponseOf } from '../../../../shared/contracts/contract';
import type { getInstanceContract } from '../../../../shared/contracts/instance';
import { DateTime } from './DateTime';
import { ResponsiveTable, type TableColumn } from './ResponsiveTable';

/** One invitation as the Instance screen receives it. */
export type Invitation = ResponseOf<typeof getInstanceContract>['invitations'][number];

/** Props of {@link InvitationsCard}. */
export interface InvitationsCardProps {
  invitations: readonly Invitation[];
  /** The moment expiry is judged against (ms since epoch), e.g. when the data was fetched. */
  now: number;
}

const statusBadge: Record<'accepted' | 'pending' | 'expired', { label: string; variant: BadgeVariant }> = {
  accepted: { label: 'Accepted', variant: 'success' },
  pending: { label: 'Pending', variant: 'secondary' },
  expired: { label: 'Expired', variant: 'outline' },
};

function getStatus(invitation: Invitation, now: number): keyof typeof statusBadge {
  if (invitation.acceptedAt) return 'accepted';
  return new Date(invitation.expiresAt).getTime() <= now ? 'expired' : 'pending';
}

/** Invitations, newest first: e-mail, created, expires and an Accepted / Pending / Expired badge. */
export function InvitationsCard({ invitations, now }: InvitationsCardProps) {
  const sorted = [...invitations].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const columns: TableColumn<Invitation>[] = [
    {
      header: 'Email',
      cell: (invitation) => <span className="font-medium break-all">{invitation.email}</span>,
    },
    { header: 'Created', cell: (invitation) => <DateTime value={invitation.createdAt} /> },
    { header: 'Expires', cell: (invitation) => <DateTime value={invitation.expiresAt} /> },
    {
      header: 'Status',
      cell: (invitation) => {
        const badge = statusBadge[getStatus(invitation, now)];
        return <Badge variant={badge.variant}>{badge.label}</Badge>;
      },
    },
  ];

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Invitations</CardTitle>
        <CardDescription>Every invitation link created on this instance.</CardDescription>
      </CardHeader>
      <CardContent>
        {sorted.length === 0 ? (
          <EmptyState titleAs="p" title="No invitations yet." />
        ) : (
          <ResponsiveTable
            caption="Invitations"
            columns={columns}
            rows={sorted}
            getRowKey={(invitation) => invitation.id}
          />
        )}
      </CardContent>
    </Card>
  );
}
