/** The AI capabilities whose provider the instance owner chooses (Settings > LLM Integration). */
export const aiCapabilities = ['text', 'webSearch', 'image', 'video', 'speech', 'embeddings'] as const;
/** One AI capability. */
export type AiCapability = (typeof aiCapabilities)[number];

/** Where a capability's provider comes from: the environment (wins), the owner's choice in the app, or offline. */
export const aiProviderSources = ['environment', 'app', 'offline'] as const;
/** Where a capability's provider comes from. */
export type AiProviderSource = (typeof aiProviderSources)[number];

/** Ids of the endpoint presets. */
export const aiProviderPresetIds = ['openai', 'openrouter', 'aimlapi', 'ollama'] as const;
/** An endpoint preset id. */
export type AiProviderPresetId = (typeof aiProviderPresetIds)[number];

/** An OpenAI-compatible endpoint the owner can start from: its base URL, whether it needs a key, model names. */
export interface AiProviderPreset {
  id: AiProviderPresetId;
  name: string;
  baseUrl: string;
  needsKey: boolean;
  /** A model per capability the endpoint is known to serve; absent: the owner types one. */
  models: Partial<Record<AiCapability, string>>;
}

/** The presets, in the order the screen offers them. */
export const aiProviderPresets: readonly AiProviderPreset[] = [
  {
    id: 'openai',
    name: 'OpenAI',
    baseUrl: 'https://api.openai.com/v1',
    needsKey: true,
    models: {
      text: 'gpt-4.1-mini',
      webSearch: 'gpt-4.1',
      image: 'gpt-image-1',
      speech: 'whisper-1',
      embeddings: 'text-embedding-3-small',
    },
  },
  {
    id: 'openrouter',
    name: 'OpenRouter',
    baseUrl: 'https://openrouter.ai/api/v1',
    needsKey: true,
    models: {
      text: 'openai/gpt-4.1-mini',
      webSearch: 'openai/gpt-4.1',
      embeddings: 'openai/text-embedding-3-small',
    },
  },
  {
    id: 'aimlapi',
    name: 'AI/ML API',
    baseUrl: 'https://api.aimlapi.com/v1',
    needsKey: true,
    models: {
      text: 'gpt-4.1-mini',
      webSearch: 'gpt-4.1',
      image: 'flux/schnell',
      video: 'kling-video/v1.6/standard/text-to-video',
      speech: '#g1_whisper-large',
      embeddings: 'text-embedding-3-small',
    },
  },
  {
    id: 'ollama',
    name: 'Ollama (local)',
    baseUrl: 'http://localhost:11434/v1',
    needsKey: false,
    models: { text: 'llama3.2', embeddings: 'nomic-embed-text' },
  },
];

/** The preset of an id, or undefined. */
export function findAiProviderPreset(id: string): AiProviderPreset | undefined {
  return aiProviderPresets.find((preset) => preset.id === id);
}

/** The last four characters of a key, the only part of it ever shown again. */
export function lastFourOf(key: string): string {
  return key.trim().slice(-4);
}
