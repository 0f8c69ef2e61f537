import { Link } from '@tanstack/react-router';
import { Compass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { getButtonClasses } from '../../../ui';
import { InfoPageLayout } from './InfoPageLayout';

/** The router's not-found page: says so plainly and offers the way home (and to the help center). */
export function NotFoundPage() {
  const { t } = useTranslation('pages');
  return (
    <InfoPageLayout title={t('notFound.title')} intro={t('notFound.text')}>
      <div className="flex flex-col items-start gap-6">
        <Compass aria-hidden="true" className="size-16 text-muted-foreground" />
        <div className="flex flex-wrap gap-3">
          <Link to="/" className={getButtonClasses()}>
            {t('notFound.home')}
          </Link>
          <Link to="/help-center" className={getButtonClasses({ variant: 'outline' })}>
            {t('notFound.help')}
          </Link>
        </div>
      </div>
    </InfoPageLayout>
  );
}
