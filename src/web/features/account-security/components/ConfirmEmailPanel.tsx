import { Link } from '@tanstack/react-router';
import { CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, Card, CardContent, getButtonClasses } from '../../../ui';
import { FormAlert } from '../../accounts';
import { useConfirmEmailChange } from '../hooks/useEmailChange';

/**
 * The page an e-mail change link opens (/app/confirm-email?token=…, signed in): one button confirms, so a
 * mail scanner that opens the link changes nothing. Success shows the new address; a used, expired or other
 * account's link shows the server's message.
 */
export function ConfirmEmailPanel({ token }: { token: string | undefined }) {
  const { t } = useTranslation('security');
  const confirm = useConfirmEmailChange();
  const backToSettings = (
    <Link to="/app/settings" className={getButtonClasses({ variant: 'outline', className: 'self-start' })}>
      {t('confirm.toSettings')}
    </Link>
  );
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-10">
      <h1 className="text-2xl font-semibold tracking-tight">{t('confirm.title')}</h1>
      <Card>
        <CardContent className="flex flex-col gap-4">
          {!token ? (
            <>
              <p className="text-sm text-muted-foreground">{t('confirm.missingToken')}</p>
              {backToSettings}
            </>
          ) : confirm.isSuccess ? (
            <>
              <CircleCheck aria-hidden="true" className="size-10 text-success" />
              <p role="status" className="text-sm text-foreground">
                {t('confirm.done', { email: confirm.data.email })}
              </p>
              {backToSettings}
            </>
          ) : (
            <>
              <p className="text-sm text-muted-foreground">{t('confirm.intro')}</p>
              <FormAlert>{confirm.error?.message}</FormAlert>
              <Button
                className="self-start"
                isLoading={confirm.isPending}
                onClick={() => confirm.mutate(token)}
              >
                {confirm.isPending ? t('confirm.submitting') : t('confirm.submit')}
              </Button>
              {confirm.isError && backToSettings}
            </>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
