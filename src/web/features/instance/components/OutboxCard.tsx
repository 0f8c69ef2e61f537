import type { ReactNode } from 'react';
import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { OutboxEmail } from '../../../../shared/contracts/instance';
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
import { DateTime } from './DateTime';

/** Props of {@link OutboxCard}. */
export interface OutboxCardProps {
  emails: readonly OutboxEmail[];
  isSmtpConfigured: boolean;
}

type Delivery = 'failed' | 'sent' | 'keptInOutbox' | 'queued';

/** Badge colour of each delivery (its label is `instance:outbox.delivery.<delivery>`). */
const deliveryVariants: Record<Delivery, BadgeVariant> = {
  failed: 'destructive',
  sent: 'success',
  keptInOutbox: 'secondary',
  queued: 'secondary',
};

/** One badge for status and transport: where the e-mail went and whether it got there. */
function getDelivery(email: OutboxEmail): Delivery {
  if (email.status === 'failed') return 'failed';
  if (email.status === 'sent') return 'sent';
  return email.transport === 'outbox' ? 'keptInOutbox' : 'queued';
}

const urlPattern = /https?:\/\/[^\s<>"]+/g;

/** The body text with every http(s) address as a real link (trailing punctuation stays text). */
function renderBody(text: string): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(urlPattern)) {
    const url = match[0].replace(/[.,;:!?)\]]+$/, '');
    const start = match.index;
    if (start > last) parts.push(text.slice(last, start));
    parts.push(
      <a key={start} href={url} className="break-all text-primary underline underline-offset-2">
        {url}
      </a>,
    );
    last = start + url.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

/**
 * The e-mail outbox, newest first: recipient, subject, date, a delivery badge (status and transport), and the body behind
 * a disclosure with its links visible and selectable. Without SMTP this is how the owner reads reset and
 * invitation links to pass on.
 */
export function OutboxCard({ emails, isSmtpConfigured }: OutboxCardProps) {
  const { t } = useTranslation('instance');
  const sorted = [...emails].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('outbox.title')}</CardTitle>
        <CardDescription>
          {isSmtpConfigured ? t('outbox.descriptionWithSmtp') : t('outbox.descriptionWithoutSmtp')}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {sorted.length === 0 ? (
          <EmptyState titleAs="p" title={t('outbox.empty')} />
        ) : (
          <ul className="flex flex-col gap-3">
            {sorted.map((email) => {
              const delivery = getDelivery(email);
              return (
                <li key={email.id} className="rounded-lg border">
                  <details className="group">
                    <summary className="flex cursor-pointer list-none gap-3 rounded-lg p-3 hover:bg-accent [&::-webkit-details-marker]:hidden">
                      <ChevronRight
                        aria-hidden="true"
                        className="mt-0.5 size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-90"
                      />
                      <span className="flex min-w-0 flex-1 flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
                        <span className="flex min-w-0 flex-col gap-0.5">
                          <span className="font-medium break-words">{email.subject}</span>
                          <span className="text-sm break-all text-muted-foreground">
                            {t('outbox.to', { recipient: email.to })}
                          </span>
                        </span>
                        <span className="flex shrink-0 flex-wrap items-center gap-2 text-sm text-muted-foreground">
                          <DateTime value={email.createdAt} />
                          <Badge variant={deliveryVariants[delivery]}>
                            {t(`outbox.delivery.${delivery}`)}
                          </Badge>
                        </span>
                      </span>
                    </summary>
                    <div className="flex flex-col gap-2 border-t p-3">
                      {email.error && (
                        <p className="text-sm font-medium text-destructive">
                          {t('outbox.sendingFailed', { reason: email.error })}
                        </p>
                      )}
                      <p className="font-mono text-sm break-words whitespace-pre-wrap select-text">
                        {renderBody(email.text)}
                      </p>
                    </div>
                  </details>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
