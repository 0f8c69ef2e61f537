import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  exportSubscribersContract,
  type ContactMessage,
  type NewsletterSubscriber,
} from '../../../../shared/contracts/public-forms';
import { buildUrl } from '../../../api/client';
import { useLocaleFormat } from '../../../i18n/format';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  EmptyState,
  Skeleton,
  getButtonClasses,
} from '../../../ui';
import { usePublicForms } from '../hooks/usePublicForms';
import { DateTime } from './DateTime';
import { ResponsiveTable, type TableColumn } from './ResponsiveTable';

function ContactMessagesCard({ messages }: { messages: readonly ContactMessage[] }) {
  const { t } = useTranslation(['instance', 'pages']);
  const format = useLocaleFormat();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('contactMessages.title')}</CardTitle>
        <CardDescription>
          {t('contactMessages.description', { total: format.number(messages.length) })}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {messages.length === 0 ? (
          <EmptyState titleAs="p" title={t('contactMessages.empty')} />
        ) : (
          <ul className="flex flex-col gap-3">
            {messages.map((message) => (
              <li key={message.id} className="flex flex-col gap-1 rounded-lg border p-3 text-sm">
                <p className="flex flex-wrap items-center justify-between gap-2">
                  <strong className="font-semibold">{t(`pages:contact.subjects.${message.subject}`)}</strong>
                  <DateTime value={message.createdAt} />
                </p>
                <p className="break-all text-muted-foreground">
                  {message.name} ·{' '}
                  <a className="underline" href={`mailto:${message.email}`}>
                    {message.email}
                  </a>
                  {message.company && ` · ${message.company}`}
                </p>
                <p className="whitespace-pre-wrap">{message.message}</p>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** Props of the subscribers card: the newest rows, and the server's counts over every subscriber. */
interface SubscribersCardProps {
  subscribers: readonly NewsletterSubscriber[];
  counts: { total: number; confirmed: number };
}

function SubscribersCard({ subscribers, counts }: SubscribersCardProps) {
  const { t } = useTranslation('instance');
  const format = useLocaleFormat();
  const columns: TableColumn<NewsletterSubscriber>[] = [
    {
      header: t('subscribers.email'),
      cell: (row) => <span className="font-medium break-all">{row.email}</span>,
    },
    { header: t('subscribers.status'), cell: (row) => t(`subscribers.statuses.${row.status}`) },
    { header: t('subscribers.subscribed'), cell: (row) => <DateTime value={row.createdAt} /> },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('subscribers.title')}</CardTitle>
        <CardDescription>
          {t('subscribers.description', {
            total: format.number(counts.total),
            confirmed: format.number(counts.confirmed),
          })}
          {counts.total > subscribers.length &&
            ` ${t('subscribers.showingNewest', { shown: format.number(subscribers.length) })}`}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {subscribers.length === 0 ? (
          <EmptyState titleAs="p" title={t('subscribers.empty')} />
        ) : (
          <>
            {/* The server writes every subscriber, page by page (the list below shows the newest 500). */}
            <a
              href={buildUrl(exportSubscribersContract.path)}
              download="newsletter-subscribers.csv"
              className={getButtonClasses({ variant: 'outline', className: 'self-start' })}
            >
              <Download aria-hidden="true" className="size-4" />
              {t('subscribers.export')}
            </a>
            <ResponsiveTable
              caption={t('subscribers.title')}
              columns={columns}
              rows={subscribers}
              getRowKey={(row) => row.id}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}

/** The owner's contact messages and newsletter subscribers on the Instance screen. */
export function PublicFormsCards() {
  const { t } = useTranslation('instance');
  const forms = usePublicForms();
  if (forms.isError) {
    return (
      <div
        role="alert"
        className="flex flex-col items-start gap-3 rounded-xl border border-destructive/40 p-4"
      >
        <p className="text-sm font-medium text-destructive">
          {t('page.loadFailed', { reason: forms.error.message })}
        </p>
        <Button variant="outline" isLoading={forms.isFetching} onClick={() => void forms.refetch()}>
          {t('page.tryAgain')}
        </Button>
      </div>
    );
  }
  if (!forms.data) return <Skeleton className="h-40 w-full" />;
  return (
    <>
      <ContactMessagesCard messages={forms.data.contactMessages} />
      <SubscribersCard subscribers={forms.data.subscribers} counts={forms.data.subscriberCounts} />
    </>
  );
}
