import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlatformClient } from '../../../../shared/contracts/platforms';
import { platforms } from '../../../../shared/domain/platforms';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Field,
  Input,
  Skeleton,
  toast,
} from '../../../ui';
import { usePlatformClients, useSavePlatformClient } from '../hooks/usePlatformClients';
import { CopyLinkField } from './CopyLinkField';

/** One platform's client: the redirect URI to register, the client ID and a secret field (never filled back). */
function PlatformAppForm({ client }: { client: PlatformClient }) {
  const { t } = useTranslation('instance');
  const save = useSavePlatformClient(client.platform);
  const [clientId, setClientId] = useState(client.clientId ?? '');
  const [secret, setSecret] = useState('');
  const name = platforms[client.platform].name;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    save.mutate(
      { clientId, ...(secret ? { clientSecret: secret } : {}) },
      {
        onSuccess: () => {
          setSecret('');
          toast.success(t('platformApps.saved', { platform: name }));
        },
      },
    );
  }

  return (
    <form onSubmit={handleSubmit} className="flex flex-col gap-3 rounded-md border p-3" aria-label={name}>
      <h3 className="font-medium">{name}</h3>
      <CopyLinkField label={t('platformApps.redirectUri')} link={client.redirectUri} />
      {client.isFixedByEnvironment ? (
        <p className="text-sm text-muted-foreground">
          {t('platformApps.fromEnvironment', { id: client.clientId ?? '' })}
        </p>
      ) : (
        <>
          <Field label={t('platformApps.clientId')} isRequired error={save.error?.message}>
            {(control) => (
              <Input
                {...control}
                value={clientId}
                autoComplete="off"
                onChange={(event) => setClientId(event.target.value)}
              />
            )}
          </Field>
          <Field
            label={t('platformApps.clientSecret')}
            hint={client.hasSecret ? t('platformApps.secretKept') : t('platformApps.secretHint')}
          >
            {(control) => (
              <Input
                {...control}
                type="password"
                autoComplete="new-password"
                value={secret}
                onChange={(event) => setSecret(event.target.value)}
              />
            )}
          </Field>
          <Button type="submit" className="self-start" disabled={save.isPending || clientId.trim() === ''}>
            {t('platformApps.save')}
          </Button>
        </>
      )}
    </form>
  );
}

/**
 * Platform apps (instance owner): per platform Postforge can publish to, the exact redirect URI to register at
 * the platform and its OAuth client ID and secret (stored encrypted, never shown again), or the note that the
 * environment sets them.
 */
export function PlatformAppsCard() {
  const { t } = useTranslation('instance');
  const clients = usePlatformClients();
  const available = clients.data?.clients.filter((client) => client.isAvailable) ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('platformApps.title')}</CardTitle>
        <CardDescription>{t('platformApps.description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {clients.isPending && <Skeleton className="h-32" />}
        {clients.isError && (
          <p role="alert" className="text-sm text-destructive">
            {clients.error.message}
          </p>
        )}
        {available.map((client) => (
          <PlatformAppForm key={client.platform} client={client} />
        ))}
      </CardContent>
    </Card>
  );
}
