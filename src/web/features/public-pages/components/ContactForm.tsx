import { useEffect, useId, useState, type FormEvent } from 'react';
import { CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { contactLimits, contactSubjects, type ContactSubject } from '../../../../shared/domain/contact';
import { ApiError } from '../../../api/client';
import { Button, Card, CardContent, CardHeader, CardTitle, Field, Input, Textarea, cn } from '../../../ui';
import { CONTROL_CLASSES } from '../../../ui/Input';
import { serviceClaims } from '../../landing/site-contact';
import { useSendContactMessage } from '../hooks/useSendContactMessage';

/** How long 'Message Sent!' shows before the form is empty again (spec: success 3 s). */
const successMs = 3000;
const empty = { name: '', email: '', company: '', subject: '', message: '' };

/**
 * The contact form: name, e-mail, subject and message required (the browser checks them; the e-mail field
 * has the email type), company optional. Sending stores the message and e-mails it to the owner; then
 * 'Message Sent!' shows for 3 s and the form resets.
 */
export function ContactForm() {
  const { t } = useTranslation('pages');
  const headingId = useId();
  const [values, setValues] = useState(empty);
  const send = useSendContactMessage();
  // A pre-rendered form would submit natively (its fields in the address) before React runs it.
  const { isSuccess, reset } = send;

  useEffect(() => {
    if (!isSuccess) return undefined;
    const timer = window.setTimeout(() => {
      setValues(empty);
      reset();
    }, successMs);
    return () => window.clearTimeout(timer);
  }, [isSuccess, reset]);

  const set = (name: keyof typeof empty) => (value: string) =>
    setValues((previous) => ({ ...previous, [name]: value }));
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send.mutate({ ...values, subject: values.subject as ContactSubject });
  };
  const error = send.error instanceof ApiError ? send.error : undefined;

  return (
    <Card aria-labelledby={headingId} role="region">
      <CardHeader>
        <CardTitle as="h2" id={headingId}>
          {t('contact.title')}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {send.isSuccess ? (
          <div role="status" className="flex flex-col items-center gap-2 py-10 text-center">
            <CheckCircle2 aria-hidden="true" className="size-12 text-success" />
            <p className="text-xl font-semibold">{t('contact.sent')}</p>
            <p className="text-muted-foreground">
              {t('contact.sentDetail', { hours: serviceClaims.contactReplyHours })}
            </p>
          </div>
        ) : (
          <form onSubmit={handleSubmit} className="grid gap-4 sm:grid-cols-2">
            <Field label={t('contact.name')} isRequired error={error?.fields.name}>
              {(control) => (
                <Input
                  {...control}
                  name="name"
                  autoComplete="name"
                  required
                  maxLength={contactLimits.name}
                  value={values.name}
                  onChange={(event) => set('name')(event.target.value)}
                />
              )}
            </Field>
            <Field label={t('contact.email')} isRequired error={error?.fields.email}>
              {(control) => (
                <Input
                  {...control}
                  type="email"
                  name="email"
                  autoComplete="email"
                  required
                  value={values.email}
                  onChange={(event) => set('email')(event.target.value)}
                />
              )}
            </Field>
            <Field label={t('contact.company')} error={error?.fields.company}>
              {(control) => (
                <Input
                  {...control}
                  name="company"
                  autoComplete="organization"
                  maxLength={contactLimits.company}
                  value={values.company}
                  onChange={(event) => set('company')(event.target.value)}
                />
              )}
            </Field>
            <Field label={t('contact.subject')} isRequired error={error?.fields.subject}>
              {(control) => (
                <select
                  {...control}
                  name="subject"
                  required
                  className={cn(CONTROL_CLASSES, 'h-10')}
                  value={values.subject}
                  onChange={(event) => set('subject')(event.target.value)}
                >
                  <option value="">{t('contact.selectTopic')}</option>
                  {contactSubjects.map((subject) => (
                    <option key={subject} value={subject}>
                      {t(`contact.subjects.${subject}`)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field
              label={t('contact.message')}
              isRequired
              error={error?.fields.message}
              className="sm:col-span-2"
            >
              {(control) => (
                <Textarea
                  {...control}
                  name="message"
                  required
                  rows={6}
                  maxLength={contactLimits.message}
                  value={values.message}
                  onChange={(event) => set('message')(event.target.value)}
                />
              )}
            </Field>
            {error && Object.keys(error.fields).length === 0 && (
              <p role="alert" className="text-sm text-destructive sm:col-span-2">
                {error.message}
              </p>
            )}
            <div className="sm:col-span-2">
              <Button type="submit" disabled={send.isPending}>
                {send.isPending ? t('contact.sending') : t('contact.send')}
              </Button>
            </div>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
