import { z } from 'zod';
import { aiCapabilities, aiProviderSources } from '../domain/ai-providers';
import { videoModelIds } from '../domain/video-models';
import { defineContract } from './contract';
import { safeText } from './fields';

/** Message of a base URL that is not http(s). */
export const baseUrlMessage = 'Enter an http or https address.';

const baseUrlSchema = safeText(500)
  .trim()
  .min(1, baseUrlMessage)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password;
    } catch {
      return false;
    }
  }, baseUrlMessage);
const modelSchema = safeText(200).trim().min(1, 'Enter a model name.');
const apiKeySchema = safeText(500).trim();

/**
 * One capability's provider as a caller sees it. Everyone reads the source and the label (a model name or the
 * offline provider's); only the instance owner also gets the base URL, the model and the key's last four
 * characters. The key itself is never sent back.
 */
export const aiProviderViewSchema = z.object({
  capability: z.enum(aiCapabilities),
  source: z.enum(aiProviderSources),
  /** True when environment variables fix this capability (the in-app choice, if any, is not used). */
  isFixedByEnvironment: z.boolean(),
  label: z.string(),
  /** Owner only: the in-app choice being edited (the environment's own settings are never shown). */
  saved: z
    .object({
      mode: z.enum(['offline', 'remote']),
      baseUrl: z.string().nullable(),
      model: z.string().nullable(),
      keyLastFour: z.string().nullable(),
    })
    .optional(),
});
/** One capability's provider as a caller sees it. */
export type AiProviderView = z.infer<typeof aiProviderViewSchema>;

/** GET /api/ai-providers: which provider serves each capability. */
export const listAiProvidersContract = defineContract({
  method: 'GET',
  path: '/api/ai-providers',
  summary: 'The AI provider of each capability (details for the instance owner only)',
  tags: ['ai-providers'],
  response: z.object({ canManage: z.boolean(), providers: z.array(aiProviderViewSchema) }),
});

/** The body of a provider change: offline, or an OpenAI-compatible endpoint. */
export const saveAiProviderSchema = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('offline') }),
  z.object({
    mode: z.literal('remote'),
    baseUrl: baseUrlSchema,
    model: modelSchema,
    /** A new key; absent keeps the stored one, '' removes it (endpoints without keys, e.g. Ollama). */
    apiKey: apiKeySchema.optional(),
  }),
]);

/** PUT /api/ai-providers/:capability: the owner's choice for one capability; applies to the next call. */
export const saveAiProviderContract = defineContract({
  method: 'PUT',
  path: '/api/ai-providers/:capability',
  summary: "Choose a capability's AI provider (instance owner only)",
  tags: ['ai-providers'],
  params: z.object({ capability: z.enum(aiCapabilities) }),
  body: saveAiProviderSchema,
  response: aiProviderViewSchema,
});

/** What 'Test connection' tries: an endpoint and model for a capability, with a key or the stored one. */
export const testAiProviderSchema = z.object({
  capability: z.enum(aiCapabilities),
  baseUrl: baseUrlSchema,
  model: modelSchema,
  /** The key to try; absent: the key stored for this capability. */
  apiKey: apiKeySchema.optional(),
});

/** POST /api/ai-providers/test: one tiny real call (GET /v1/models) to an endpoint, with its answer or error. */
export const testAiProviderContract = defineContract({
  method: 'POST',
  path: '/api/ai-providers/test',
  summary: 'Test an AI endpoint with its key and model (instance owner only)',
  tags: ['ai-providers'],
  body: testAiProviderSchema,
  response: z.object({ isOk: z.boolean(), message: z.string() }),
});

/** The workspace's video model (Settings > LLM Integration). */
export const videoModelSettingSchema = z.object({ modelId: z.enum(videoModelIds) });

/** GET /api/generation/video-model: the workspace's video model. */
export const getVideoModelContract = defineContract({
  method: 'GET',
  path: '/api/generation/video-model',
  summary: "The workspace's video model",
  tags: ['generation'],
  response: videoModelSettingSchema,
});

/** PUT /api/generation/video-model: selects the workspace's video model (owners and editors; not coming-soon). */
export const saveVideoModelContract = defineContract({
  method: 'PUT',
  path: '/api/generation/video-model',
  summary: "Select the workspace's video model",
  tags: ['generation'],
  body: videoModelSettingSchema,
  response: videoModelSettingSchema,
});
