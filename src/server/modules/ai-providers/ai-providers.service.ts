import type { z } from 'zod';
import type {
  AiProviderView,
  saveAiProviderSchema,
  testAiProviderSchema,
} from '../../../shared/contracts/ai-providers';
import { aiCapabilities, lastFourOf, type AiCapability } from '../../../shared/domain/ai-providers';
import type { ServiceLogger } from '../../container';
import type { SecretBox } from '../../crypto/secret-box';
import type { AuthContext } from '../../http/auth-context';
import { translate } from '../../i18n/i18n';
import type { InterfaceLocale } from '../../../shared/domain/locales';
import type { EndpointChoices, RemoteEndpoint } from '../../integrations/ai/provider-choices';
import type { AppEndpoints, ProviderRegistry } from '../../integrations/ai/provider-registry';
import { testConnection } from './ai-providers.connection';
import type { AiProviderRow, AiProvidersStore } from './ai-providers.store';

const isCapability = (value: string): value is AiCapability =>
  (aiCapabilities as readonly string[]).includes(value);

/**
 * The in-app AI provider choices: reading them for the registry (keys opened from the secret box), showing
 * them (the owner sees the settings, everyone the sources), saving them (keys sealed; the registry re-reads
 * them before the next call), and testing an endpoint.
 */
export function createAiProvidersService(deps: {
  store: AiProvidersStore;
  secrets: SecretBox;
  /** The registry, set once the container created it (it reads this service's endpoints). */
  registry: () => ProviderRegistry;
  log: ServiceLogger;
  fetch?: typeof fetch;
}) {
  const { store, secrets } = deps;

  /** The stored key of a row, opened; undefined when it cannot be opened (another SECRET_KEY). */
  function openKey(row: AiProviderRow): string | undefined {
    if (!row.apiKeySealed) return '';
    try {
      return secrets.open(row.apiKeySealed);
    } catch {
      deps.log.warn(
        { capability: row.capability },
        'stored AI provider key cannot be decrypted (SECRET_KEY or secret.key changed); the capability runs offline',
      );
      return undefined;
    }
  }

  let lastLoaded: AppEndpoints | undefined;

  function endpointOf(row: AiProviderRow): RemoteEndpoint | undefined {
    if (row.mode !== 'remote' || !row.baseUrl || !row.model) return undefined;
    const apiKey = openKey(row);
    return apiKey === undefined ? undefined : { baseUrl: row.baseUrl, model: row.model, apiKey };
  }

  function present(
    capability: AiCapability,
    auth: AuthContext,
    row: AiProviderRow | undefined,
  ): AiProviderView {
    const resolved = deps.registry().current();
    const view: AiProviderView = {
      capability,
      source: resolved.sources[capability],
      isFixedByEnvironment: deps.registry().environment[capability] !== undefined,
      label: resolved.models[capability] ?? '',
    };
    if (auth.isInstanceOwner) {
      view.saved = {
        mode: row?.mode ?? 'offline',
        baseUrl: row?.baseUrl ?? null,
        model: row?.model ?? null,
        keyLastFour: row?.apiKeyLastFour ?? null,
      };
    }
    return view;
  }

  return {
    /** The registry's loader: the saved endpoints and a version that changes with every save. */
    async loadAppEndpoints(): Promise<AppEndpoints> {
      const rows = await store.list();
      const version = rows.map((row) => `${row.capability}@${row.updatedAt.getTime()}`).join(',');
      // Runs before every AI call: the keys are opened again only when a saved choice changed.
      if (lastLoaded?.version === version) return lastLoaded;
      const endpoints: EndpointChoices = {};
      for (const row of rows) {
        const endpoint = isCapability(row.capability) ? endpointOf(row) : undefined;
        if (endpoint && isCapability(row.capability)) endpoints[row.capability] = endpoint;
      }
      lastLoaded = { version, endpoints };
      return lastLoaded;
    },

    /** Every capability's provider as the caller may see it. */
    async list(auth: AuthContext): Promise<{ canManage: boolean; providers: AiProviderView[] }> {
      await deps.registry().resolve();
      const rows = new Map((await store.list()).map((row) => [row.capability, row]));
      return {
        canManage: auth.isInstanceOwner,
        providers: aiCapabilities.map((capability) => present(capability, auth, rows.get(capability))),
      };
    },

    /** Saves the owner's choice for one capability; the next AI call uses it. */
    async save(
      auth: AuthContext,
      capability: AiCapability,
      input: z.output<typeof saveAiProviderSchema>,
    ): Promise<AiProviderView> {
      const previous = (await store.list()).find((row) => row.capability === capability);
      const base = { capability, updatedBy: auth.userId };
      const keyFields =
        input.mode === 'offline'
          ? { apiKeySealed: previous?.apiKeySealed ?? null, apiKeyLastFour: previous?.apiKeyLastFour ?? null }
          : input.apiKey === undefined
            ? {
                apiKeySealed: previous?.apiKeySealed ?? null,
                apiKeyLastFour: previous?.apiKeyLastFour ?? null,
              }
            : input.apiKey === ''
              ? { apiKeySealed: null, apiKeyLastFour: null }
              : { apiKeySealed: secrets.seal(input.apiKey), apiKeyLastFour: lastFourOf(input.apiKey) };
      const row = await store.save(
        input.mode === 'offline'
          ? {
              ...base,
              mode: 'offline',
              baseUrl: previous?.baseUrl ?? null,
              model: previous?.model ?? null,
              ...keyFields,
            }
          : { ...base, mode: 'remote', baseUrl: input.baseUrl, model: input.model, ...keyFields },
      );
      await deps.registry().resolve();
      return present(capability, auth, row);
    },

    /** Tests an endpoint with the given key, or the key stored for the capability when none is given. */
    async test(
      input: z.output<typeof testAiProviderSchema>,
      locale: InterfaceLocale,
    ): Promise<{ isOk: boolean; message: string }> {
      let apiKey = input.apiKey;
      if (apiKey === undefined) {
        const row = (await store.list()).find((entry) => entry.capability === input.capability);
        apiKey = row ? (openKey(row) ?? '') : '';
      }
      const result = await testConnection(
        { baseUrl: input.baseUrl, model: input.model, apiKey },
        deps.fetch ? { fetch: deps.fetch } : {},
      );
      return { isOk: result.isOk, message: translate(locale, result.message) };
    },
  };
}

/** The service's interface. */
export type AiProvidersService = ReturnType<typeof createAiProvidersService>;
