import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { i18n } from '../../../i18n/i18n';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Dialog,
  DialogClose,
  DialogContent,
  DialogTrigger,
  Field,
} from '../../../ui';
import { FormAlert, PasswordInput, applyServerErrors } from '../../accounts';
import { useDeleteAccount, useLeaveDeletedAccount } from '../hooks/useDeleteAccount';
import { ExportDataButton } from './ExportDataButton';

const deleteFormSchema = z.object({
  currentPassword: z.string().min(1, { error: () => i18n.t('accounts:validation.passwordRequired') }),
});

type FormValues = z.infer<typeof deleteFormSchema>;

/**
 * Delete my account: what goes and what stays, then a dialog that offers the export first and asks for the
 * password. The instance owner sees why their account cannot be deleted instead of the button.
 */
export function DeleteAccountCard({ isInstanceOwner }: { isInstanceOwner: boolean }) {
  const { t } = useTranslation('security');
  const deleteAccount = useDeleteAccount();
  const leave = useLeaveDeletedAccount();
  const [isOpen, setIsOpen] = useState(false);
  const [failure, setFailure] = useState<string>();
  const form = useForm<FormValues>({
    resolver: zodResolver(deleteFormSchema),
    defaultValues: { currentPassword: '' },
  });
  const { errors } = form.formState;

  const handleOpenChange = (next: boolean) => {
    if (deleteAccount.isSuccess) {
      leave.mutate();
      return;
    }
    setIsOpen(next);
    if (!next) {
      form.reset();
      setFailure(undefined);
    }
  };
  const handleSubmit = form.handleSubmit(({ currentPassword }) => {
    setFailure(undefined);
    deleteAccount.mutate(currentPassword, {
      onError: (error) => setFailure(applyServerErrors(error, ['currentPassword'], form.setError)),
    });
  });

  return (
    <Card className="border-destructive/40">
      <CardHeader>
        <CardTitle>{t('delete.title')}</CardTitle>
        <CardDescription>{t('delete.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {isInstanceOwner ? (
          <p role="note" className="rounded-md border border-border bg-muted p-3 text-sm text-foreground">
            {t('delete.ownerBlocked')}
          </p>
        ) : (
          <Dialog open={isOpen} onOpenChange={handleOpenChange}>
            <DialogTrigger asChild>
              <Button variant="destructive">{t('delete.open')}</Button>
            </DialogTrigger>
            <DialogContent
              title={deleteAccount.isSuccess ? t('delete.doneTitle') : t('delete.dialogTitle')}
              description={deleteAccount.isSuccess ? undefined : t('delete.dialogDescription')}
              footer={
                deleteAccount.isSuccess ? (
                  <Button onClick={() => leave.mutate()} isLoading={leave.isPending}>
                    {t('delete.leave')}
                  </Button>
                ) : (
                  <>
                    <DialogClose asChild>
                      <Button variant="outline">{t('delete.cancel')}</Button>
                    </DialogClose>
                    <Button
                      type="submit"
                      form="delete-account-form"
                      variant="destructive"
                      isLoading={deleteAccount.isPending}
                    >
                      {deleteAccount.isPending ? t('delete.deleting') : t('delete.confirm')}
                    </Button>
                  </>
                )
              }
            >
              {deleteAccount.isSuccess ? (
                <p role="status" className="text-sm text-foreground">
                  {t('delete.done')}
                </p>
              ) : (
                <div className="flex flex-col gap-4">
                  <ExportDataButton label={t('delete.exportFirst')} />
                  <form
                    id="delete-account-form"
                    noValidate
                    onSubmit={(event) => void handleSubmit(event)}
                    className="flex flex-col gap-4"
                  >
                    <Field label={t('delete.password')} error={errors.currentPassword?.message} isRequired>
                      {(control) => (
                        <PasswordInput
                          {...control}
                          {...form.register('currentPassword')}
                          autoComplete="current-password"
                        />
                      )}
                    </Field>
                    <FormAlert>{failure}</FormAlert>
                  </form>
                </div>
              )}
            </DialogContent>
          </Dialog>
        )}
      </CardContent>
    </Card>
  );
}
