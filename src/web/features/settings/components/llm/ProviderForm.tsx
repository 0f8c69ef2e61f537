import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AiProviderView } from '../../../../../shared/contracts/ai-providers';
import { aiProviderPresets, type AiProviderPreset } from '../../../../../shared/domain/ai-providers';
import { ApiError } from '../../../../api/client';
import { Button, Checkbox, Field, Input, cn } from '../../../../ui';
import { useSaveAiProvider, useTestAiProvider } from '../../hooks/useAiProviders';

type Mode = 'offline' | 'remote';

const MODES: readonly Mode[] = ['offline', 'remote'];

/** Props of {@link ProviderForm}. */
export interface ProviderFormProps {
  provider: AiProviderView;
}

/**
 * The instance owner's form for one capability: offline or an OpenAI-compatible endpoint (presets fill the
 * base URL and a model the endpoint is known to serve), the key (write only: the stored one shows its last
 * four characters), 'Test connection' with the endpoint's answer or exact error, and Save.
 */
export function ProviderForm({ provider }: ProviderFormProps) {
  const { t } = useTranslation('settings');
  const { capability } = provider;
  const saved = provider.saved;
  const [mode, setMode] = useState<Mode>(saved?.mode ?? 'offline');
  const [baseUrl, setBaseUrl] = useState(saved?.baseUrl ?? '');
  const [model, setModel] = useState(saved?.model ?? '');
  const [apiKey, setApiKey] = useState('');
  const [isRemovingKey, setIsRemovingKey] = useState(false);
  const save = useSaveAiProvider(capability);
  const test = useTestAiProvider();
  const presets = aiProviderPresets.filter((preset) => preset.models[capability] !== undefined);
  const hasStoredKey = Boolean(saved?.keyLastFour);
  const idPrefix = `provider-${capability}`;
  const keyToSend = apiKey.trim() !== '' ? apiKey.trim() : isRemovingKey ? '' : undefined;
  const isRemoteIncomplete = baseUrl.trim() === '' || model.trim() === '';

  function handlePreset(preset: AiProviderPreset) {
    setMode('remote');
    setBaseUrl(preset.baseUrl);
    setModel(preset.models[capability] ?? '');
    if (!preset.needsKey) {
      setApiKey('');
      setIsRemovingKey(hasStoredKey);
    }
    test.reset();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    save.mutate(
      mode === 'offline'
        ? { mode: 'offline' }
        : { mode: 'remote', baseUrl, model, ...(keyToSend === undefined ? {} : { apiKey: keyToSend }) },
      {
        onSuccess: () => {
          setApiKey('');
          setIsRemovingKey(false);
        },
      },
    );
  }

  function handleTest() {
    test.mutate({
      capability,
      baseUrl,
      model,
      ...(keyToSend === undefined ? {} : { apiKey: keyToSend }),
    });
  }

  const errorText = (error: Error | null) =>
    error instanceof ApiError || error instanceof Error ? error.message : '';

  return (
    <form
      onSubmit={handleSubmit}
      className="flex flex-col gap-4"
      aria-label={t(`llm.providers.capabilities.${capability}`)}
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">{t('llm.providers.mode')}</legend>
        <div className="flex flex-col gap-2 sm:flex-row">
          {MODES.map((value) => (
            <label
              key={value}
              className={cn(
                'flex flex-1 cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm',
                mode === value ? 'border-primary bg-primary/5' : 'border-border',
              )}
            >
              <input
                type="radio"
                name={`${idPrefix}-mode`}
                value={value}
                checked={mode === value}
                onChange={() => setMode(value)}
                className="accent-primary"
              />
              {t(`llm.providers.modes.${value}`)}
            </label>
          ))}
        </div>
      </fieldset>

      {mode === 'remote' ? (
        <>
          {presets.length > 0 ? (
            <div className="flex flex-col gap-2">
              <span id={`${idPrefix}-presets`} className="text-sm font-medium">
                {t('llm.providers.presets')}
              </span>
              <div role="group" aria-labelledby={`${idPrefix}-presets`} className="flex flex-wrap gap-2">
                {presets.map((preset) => (
                  <Button
                    key={preset.id}
                    type="button"
                    variant="outline"
                    size="sm"
                    onClick={() => handlePreset(preset)}
                  >
                    {t(`llm.providers.presetNames.${preset.id}`)}
                  </Button>
                ))}
              </div>
            </div>
          ) : null}
          <Field label={t('llm.providers.baseUrl')} isRequired hint={t('llm.providers.baseUrlHint')}>
            {(control) => (
              <Input
                {...control}
                type="url"
                inputMode="url"
                autoComplete="off"
                value={baseUrl}
                onChange={(event) => setBaseUrl(event.target.value)}
              />
            )}
          </Field>
          <Field label={t('llm.providers.model')} isRequired>
            {(control) => (
              <Input
                {...control}
                autoComplete="off"
                value={model}
                onChange={(event) => setModel(event.target.value)}
              />
            )}
          </Field>
          <Field
            label={t('llm.providers.apiKey')}
            hint={
              hasStoredKey && !isRemovingKey
                ? t('llm.providers.apiKeyStored', { lastFour: saved?.keyLastFour ?? '' })
                : t('llm.providers.apiKeyHint')
            }
          >
            {(control) => (
              <Input
                {...control}
                type="password"
                autoComplete="new-password"
                spellCheck={false}
                value={apiKey}
                onChange={(event) => setApiKey(event.target.value)}
              />
            )}
          </Field>
          {hasStoredKey ? (
            <Checkbox
              checked={isRemovingKey}
              onCheckedChange={(checked) => setIsRemovingKey(checked === true)}
              label={t('llm.providers.removeKey')}
            />
          ) : null}
          <div className="flex flex-col gap-2">
            <div>
              <Button
                type="button"
                variant="outline"
                onClick={handleTest}
                disabled={isRemoteIncomplete || test.isPending}
              >
                {test.isPending ? t('llm.providers.testing') : t('llm.providers.test')}
              </Button>
            </div>
            <div aria-live="polite">
              {test.data ? (
                <p
                  role={test.data.isOk ? 'status' : 'alert'}
                  className={cn('text-sm break-words', test.data.isOk ? 'text-success' : 'text-destructive')}
                  data-testid={`test-result-${capability}`}
                >
                  {test.data.message}
                </p>
              ) : test.isError ? (
                <p role="alert" className="text-sm break-words text-destructive">
                  {t('llm.providers.testFailed', { reason: errorText(test.error) })}
                </p>
              ) : null}
            </div>
          </div>
        </>
      ) : null}

      <div className="flex flex-col items-start gap-2">
        <Button type="submit" disabled={save.isPending || (mode === 'remote' && isRemoteIncomplete)}>
          {save.isPending ? t('llm.providers.saving') : t('llm.providers.save')}
        </Button>
        <div aria-live="polite">
          {save.isSuccess ? (
            <p role="status" className="text-sm text-success">
              {t('llm.providers.saved')}
            </p>
          ) : save.isError ? (
            <p role="alert" className="text-sm break-words text-destructive">
              {t('llm.providers.saveFailed', { reason: errorText(save.error) })}
            </p>
          ) : null}
        </div>
      </div>
    </form>
  );
}
