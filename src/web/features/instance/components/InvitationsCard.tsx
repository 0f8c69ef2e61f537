import { useTranslation } from 'react-i18next';
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

type InvitationStatus = 'accepted' | 'pending' | 'expired';

/** Badge colour of each status (its label is `instance:invitations.statuses.<status>`). */
const statusVariants: Record<InvitationStatus, BadgeVariant> = {
  accepted: 'success',
  pending: 'secondary',
  expired: 'outline',
};

function getStatus(invitation: Invitation, now: number): InvitationStatus {
  if (invitation.acceptedAt) return 'accepted';
  return new Date(invitation.expiresAt).getTime() <= now ? 'expired' : 'pending';
}

/** Invitations, newest first: e-mail, created, expires and an Accepted / Pending / Expired badge. */
export function InvitationsCard({ invitations, now }: InvitationsCardProps) {
  const { t } = useTranslation('instance');
  const sorted = [...invitations].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const columns: TableColumn<Invitation>[] = [
    {
      header: t('invitations.email'),
      cell: (invitation) => <span className="font-medium break-all">{invitation.email}</span>,
    },
    { header: t('invitations.created'), cell: (invitation) => <DateTime value={invitation.createdAt} /> },
    { header: t('invitations.expires'), cell: (invitation) => <DateTime value={invitation.expiresAt} /> },
    {
      header: t('invitations.status'),
      cell: (invitation) => {
        const status = getStatus(invitation, now);
        return <Badge variant={statusVariants[status]}>{t(`invitations.statuses.${status}`)}</Badge>;
      },
    },
  ];

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('invitations.title')}</CardTitle>
        <CardDescription>{t('invitations.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {sorted.length === 0 ? (
          <EmptyState titleAs="p" title={t('invitations.empty')} />
        ) : (
          <ResponsiveTable
            caption={t('invitations.title')}
            columns={columns}
            rows={sorted}
            getRowKey={(invitation) => invitation.id}
          />
        )}
      </CardContent>
    </Card>
  );
}
