import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
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
import { useLocaleFormat } from '../../../i18n/format';
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
  const { t } = useTranslation('instance');
  const createInvitation = useCreateInvitation();
  const handleInvite = () => {
    createInvitation.mutate(entry.email, {
      onSuccess: ({ invitation, link }) => {
        onInvited(entry.email, link);
        announceInvitation(invitation.email, isSmtpConfigured);
      },
      onError: (error) =>
        toast.error(t('waitlist.inviteFailed', { email: entry.email, reason: error.message })),
    });
  };
  return (
    <Button
      size="sm"
      variant={entry.invitedAt ? 'outline' : 'primary'}
      isLoading={createInvitation.isPending}
      onClick={handleInvite}
    >
      {entry.invitedAt ? t('waitlist.inviteAgain') : t('waitlist.invite')}
      <span className="sr-only"> {entry.email}</span>
    </Button>
  );
}

/**
 * The waitlist: e-mail, product updates yes/no, joined and invited dates, and an Invite button per row.
 * A link created here is shown once under the table with a Copy button.
 */
export function WaitlistCard({ entries, isSmtpConfigured }: WaitlistCardProps) {
  const { t } = useTranslation('instance');
  const format = useLocaleFormat();
  const [created, setCreated] = useState<{ email: string; link: string }>();

  const columns: TableColumn<WaitlistEntry>[] = [
    {
      header: t('waitlist.email'),
      cell: (entry) => <span className="font-medium break-all">{entry.email}</span>,
    },
    {
      header: t('waitlist.productUpdates'),
      cell: (entry) => (entry.wantsUpdates ? t('waitlist.yes') : t('waitlist.no')),
    },
    { header: t('waitlist.joined'), cell: (entry) => <DateTime value={entry.createdAt} /> },
    {
      header: t('waitlist.invited'),
      cell: (entry) =>
        entry.invitedAt ? (
          <DateTime value={entry.invitedAt} />
        ) : (
          <span className="text-muted-foreground">{t('waitlist.notYet')}</span>
        ),
    },
    {
      header: t('waitlist.actions'),
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
        <CardTitle as="h2">{t('waitlist.title')}</CardTitle>
        <CardDescription>
          {t('waitlist.description', { total: format.number(entries.length) })}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {entries.length === 0 ? (
          <EmptyState titleAs="p" title={t('waitlist.empty')} />
        ) : (
          <ResponsiveTable
            caption={t('waitlist.title')}
            columns={columns}
            rows={entries}
            getRowKey={(entry) => entry.id}
          />
        )}
        {created && (
          <div className="flex flex-col gap-2 rounded-lg border bg-muted p-3">
            <p className="text-sm text-foreground">
              <Trans
                t={t}
                i18nKey="invite.linkShownOnce"
                values={{ email: created.email }}
                components={{ strong: <strong className="font-semibold break-all" /> }}
              />
            </p>
            <CopyLinkField link={created.link} label={t('invite.linkLabel', { email: created.email })} />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
