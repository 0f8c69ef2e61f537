import { useTranslation } from 'react-i18next';
import type { AiProviderView } from '../../../../../shared/contracts/ai-providers';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Skeleton,
} from '../../../../ui';
import { useAiProviders } from '../../hooks/useAiProviders';
import { ProviderForm } from './ProviderForm';

/** What serves a capability: its source and, for an endpoint, the model. */
function ProviderSummary({ provider }: { provider: AiProviderView }) {
  const { t } = useTranslation('settings');
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <Badge variant={provider.source === 'offline' ? 'secondary' : 'success'}>
        {t(`llm.providers.sources.${provider.source}`)}
      </Badge>
      {provider.label ? (
        <span className="text-muted-foreground">
          {t('llm.providers.modelInUse', { model: provider.label })}
        </span>
      ) : null}
    </div>
  );
}

/**
 * The AI providers of the instance. The instance owner chooses one per capability (offline or an
 * OpenAI-compatible endpoint); everyone else sees what serves each capability, without addresses or keys.
 * Environment variables win: a capability they set says so.
 */
export function AiProvidersSection() {
  const { t } = useTranslation('settings');
  const providers = useAiProviders();

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('llm.providers.title')}</CardTitle>
        <CardDescription>
          {providers.data?.canManage ? t('llm.providers.intro') : t('llm.providers.introOthers')}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {providers.isPending ? (
          <div aria-busy="true" className="flex flex-col gap-3">
            <span className="sr-only" role="status">
              {t('llm.providers.loading')}
            </span>
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-16 w-full" />
          </div>
        ) : providers.isError ? (
          <div role="alert" className="flex flex-col items-start gap-3">
            <p className="font-medium">{t('llm.providers.loadFailed')}</p>
            <Button variant="outline" size="sm" onClick={() => void providers.refetch()}>
              {t('retry')}
            </Button>
          </div>
        ) : (
          providers.data.providers.map((provider) => (
            <section
              key={provider.capability}
              aria-labelledby={`capability-${provider.capability}`}
              className="flex flex-col gap-3 rounded-xl border p-4"
            >
              <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
                <h3 id={`capability-${provider.capability}`} className="font-semibold">
                  {t(`llm.providers.capabilities.${provider.capability}`)}
                </h3>
                <ProviderSummary provider={provider} />
              </div>
              {provider.isFixedByEnvironment ? (
                <p className="text-sm text-muted-foreground">{t('llm.providers.fixedByEnvironment')}</p>
              ) : null}
              {providers.data.canManage && provider.saved ? (
                <details className="group" open={provider.source === 'app'}>
                  <summary className="cursor-pointer text-sm font-medium text-primary">
                    {t('llm.providers.edit')}
                  </summary>
                  <div className="pt-4">
                    <ProviderForm provider={provider} />
                  </div>
                </details>
              ) : null}
            </section>
          ))
        )}
      </CardContent>
    </Card>
  );
}
