import { useId, useState, type FormEvent } from 'react';
import { MailCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { Button, Input, cn } from '../../../ui';
import { useSubscribeNewsletter } from '../hooks/useSubscribeNewsletter';

/** Props of {@link NewsletterSignup}. */
export interface NewsletterSignupProps {
  /** 'card' (default): a bordered box on a page; 'dark': for a dark footer (light text, translucent field). */
  tone?: 'card' | 'dark';
  /** Heading level of the title, to fit the page outline (default h2). */
  titleAs?: 'h2' | 'h3';
  className?: string;
}

/**
 * The newsletter box (blog, changelog, landing footer): an e-mail field and Subscribe. The server sends a
 * confirmation e-mail (double opt-in); the box then asks to check the inbox, whatever the address was.
 */
export function NewsletterSignup({ tone = 'card', titleAs: Title = 'h2', className }: NewsletterSignupProps) {
  const { t } = useTranslation('pages');
  const [email, setEmail] = useState('');
  const subscribe = useSubscribeNewsletter();
  // A pre-rendered form would submit natively (its fields in the address) before React runs it.
  const titleId = useId();
  const inputId = useId();
  const errorId = useId();
  const isDark = tone === 'dark';
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    subscribe.mutate(email);
  };
  const error = subscribe.error instanceof ApiError ? subscribe.error : undefined;
  const errorText = error ? (error.fields.email ?? error.message) : undefined;

  return (
    <section
      aria-labelledby={titleId}
      className={cn(
        'flex flex-col gap-3',
        isDark ? 'text-white' : 'rounded-xl border bg-card p-6 text-card-foreground shadow-sm',
        className,
      )}
    >
      <Title id={titleId} className="text-lg font-semibold">
        {t('newsletter.title')}
      </Title>
      <p className={cn('text-sm', isDark ? 'text-white/75' : 'text-muted-foreground')}>
        {t('newsletter.text')}
      </p>
      {subscribe.isSuccess ? (
        <p role="status" className="flex items-center gap-2 text-sm font-medium">
          <MailCheck aria-hidden="true" className={cn('size-5', isDark ? 'text-white' : 'text-success')} />
          {t('newsletter.checkInbox')}
        </p>
      ) : (
        <form onSubmit={handleSubmit} className="flex flex-col gap-2 sm:flex-row">
          <label htmlFor={inputId} className="sr-only">
            {t('newsletter.emailLabel')}
          </label>
          <Input
            id={inputId}
            type="email"
            required
            autoComplete="email"
            placeholder={t('newsletter.placeholder')}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={errorText ? true : undefined}
            aria-describedby={errorText ? errorId : undefined}
            className={cn(isDark && 'border-white/30 bg-white/10 text-white placeholder:text-white/60')}
          />
          <Button type="submit" disabled={subscribe.isPending} variant={isDark ? 'secondary' : 'primary'}>
            {subscribe.isPending ? t('newsletter.subscribing') : t('newsletter.subscribe')}
          </Button>
        </form>
      )}
      {errorText && (
        <p id={errorId} role="alert" className={cn('text-sm', isDark ? 'text-red-200' : 'text-destructive')}>
          {errorText}
        </p>
      )}
    </section>
  );
}
