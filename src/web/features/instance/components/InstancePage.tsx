import { useId } from 'react';
import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { Button, Card, CardContent, CardHeader, EmptyState, Skeleton, Spinner } from '../../../ui';
import { useSession } from '../../accounts';
import { useInstance } from '../hooks/useInstance';
import { FeedAuthorsCard, FeedReportsCard } from './FeedModerationCards';
import { InvitationsCard } from './InvitationsCard';
import { InviteCard } from './InviteCard';
import { OutboxCard } from './OutboxCard';
import { PlatformAppsCard } from './PlatformAppsCard';
import { PublicFormsCards } from './PublicFormsCards';
import { RegistrationCard } from './RegistrationCard';
import { WaitlistCard } from './WaitlistCard';

function InstanceSkeleton() {
  const { t } = useTranslation('instance');
  return (
    <div className="flex flex-col gap-6" aria-busy="true">
      <Spinner label={t('page.loading')} className="sr-only" />
      {[0, 1, 2].map((index) => (
        <Card key={index}>
          <CardHeader>
            <Skeleton className="h-5 w-40" />
            <Skeleton className="h-4 w-72 max-w-full" />
          </CardHeader>
          <CardContent className="flex flex-col gap-3">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </CardContent>
        </Card>
      ))}
    </div>
  );
}

/**
 * The owner-only Instance screen (/app/admin): registration setting, invite form, waitlist, invitations and
 * the community feed's reports and authors (moderation), public forms and the e-mail outbox. A non-owner (the
 * session says so, or the API answers 403) sees a clear notice instead.
 */
export function InstancePage() {
  const { t } = useTranslation('instance');
  const headingId = useId();
  const session = useSession();
  const isOwner = session.data?.user?.isInstanceOwner === true;
  const instance = useInstance({ isEnabled: isOwner });
  const isForbidden =
    (session.isSuccess && !isOwner) || (instance.error instanceof ApiError && instance.error.status === 403);

  let body;
  if (isForbidden) {
    body = (
      <EmptyState
        icon={ShieldAlert}
        titleAs="p"
        title={t('page.ownerOnly')}
        description={t('page.ownerOnlyDetail')}
      />
    );
  } else if (instance.isError) {
    body = (
      <div
        role="alert"
        className="flex flex-col items-start gap-3 rounded-xl border border-destructive/40 p-4"
      >
        <p className="text-sm font-medium text-destructive">
          {t('page.loadFailed', { reason: instance.error.message })}
        </p>
        <Button variant="outline" isLoading={instance.isFetching} onClick={() => void instance.refetch()}>
          {t('page.tryAgain')}
        </Button>
      </div>
    );
  } else if (!instance.data) {
    body = <InstanceSkeleton />;
  } else {
    const { isRegistrationOpen, isSmtpConfigured, waitlist, invitations, outbox } = instance.data;
    body = (
      <div className="flex flex-col gap-6">
        <div className="grid gap-6 lg:grid-cols-2">
          <RegistrationCard isRegistrationOpen={isRegistrationOpen} />
          <InviteCard isSmtpConfigured={isSmtpConfigured} />
        </div>
        <WaitlistCard entries={waitlist} isSmtpConfigured={isSmtpConfigured} />
        <InvitationsCard invitations={invitations} now={instance.dataUpdatedAt} />
        <FeedReportsCard />
        <FeedAuthorsCard />
        <PlatformAppsCard />
        <PublicFormsCards />
        <OutboxCard emails={outbox} isSmtpConfigured={isSmtpConfigured} />
      </div>
    );
  }

  return (
    <section
      aria-labelledby={headingId}
      className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-10 lg:px-8"
    >
      <div className="flex flex-col gap-2">
        <h1 id={headingId} className="text-3xl font-bold tracking-tight">
          {t('page.title')}
        </h1>
        <p className="text-muted-foreground">{t('page.description')}</p>
      </div>
      {body}
    </section>
  );
}
