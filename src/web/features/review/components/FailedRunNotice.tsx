import { Link } from '@tanstack/react-router';
import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { getButtonClasses } from '../../../ui/Button';
import { ReviewAlert } from './ReviewAlert';

/** A failed run: the spec's 'Failed to generate content. Please try again.', the detail, and a way back. */
export function FailedRunNotice({ error }: { error: string | null }) {
  const { t } = useTranslation('review');
  return (
    <ReviewAlert
      tone="error"
      title={t('failedRun')}
      action={
        <Link to="/app/create" className={getButtonClasses({ variant: 'outline', size: 'sm' })}>
          <Sparkles aria-hidden="true" />
          {t('createContent')}
        </Link>
      }
    >
      {error && <p className="text-muted-foreground">{error}</p>}
    </ReviewAlert>
  );
}
