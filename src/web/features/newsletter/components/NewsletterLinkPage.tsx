import { useEffect, useRef } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { Spinner, getButtonClasses } from '../../../ui';
import { InfoPageLayout } from '../../public-pages/components/InfoPageLayout';
import { useNewsletterLink } from '../hooks/useNewsletterLink';

/**
 * The page a newsletter e-mail link opens: it sends the token once (confirm or unsubscribe) and says what
 * happened, or that the link is invalid or expired.
 */
export function NewsletterLinkPage({ action, token }: { action: 'confirm' | 'unsubscribe'; token?: string }) {
  const { t } = useTranslation('pages');
  const link = useNewsletterLink(action);
  const sentToken = useRef<string | undefined>(undefined);
  const { mutate } = link;

  useEffect(() => {
    if (!token || sentToken.current === token) return;
    sentToken.current = token;
    mutate(token);
  }, [token, mutate]);

  let body;
  if (!token || link.isError) {
    body = (
      <p role="alert" className="text-lg">
        {link.error instanceof ApiError && link.error.code === 'rate_limited'
          ? link.error.message
          : t('newsletter.invalidLink')}
      </p>
    );
  } else if (link.isSuccess) {
    body = (
      <p role="status" className="text-lg">
        {action === 'confirm' ? t('newsletter.confirmed') : t('newsletter.unsubscribed')}
      </p>
    );
  } else {
    body = <Spinner label={t('newsletter.working')} />;
  }

  return (
    <InfoPageLayout
      title={action === 'confirm' ? t('newsletter.confirmTitle') : t('newsletter.unsubscribeTitle')}
    >
      <div className="flex flex-col items-start gap-6">
        {body}
        <Link to="/" className={getButtonClasses({ variant: 'outline' })}>
          {t('backToHome')}
        </Link>
      </div>
    </InfoPageLayout>
  );
}
