/**
 * The AI providers in force, re-read on every call: the owner's in-app choices live in the database, so a
 * change (made by this process or another one on the same database) applies to the next call without a
 * restart. Each call reads the choices' version (a tiny query) and rebuilds the providers only when it changed.
 * The switchable providers keep one identity for the process's life and forward each call to the providers
 * in force at that moment; their `kind` and `label` are those of the last resolution.
 */
import {
  aiCapabilities,
  type AiCapability,
  type AiProviderSource,
} from '../../../shared/domain/ai-providers';
import type { AiProviders } from './openai/select-providers';
import type { EndpointChoices } from './provider-choices';
import type { EmbeddingsProvider, ImageProvider, SpeechProvider, TextProvider, VideoProvider } from './types';

/** The in-app endpoints and a version that changes with every saved choice. */
export interface AppEndpoints {
  version: string;
  endpoints: EndpointChoices;
}

/** The providers in force and where each capability's comes from. */
export interface ResolvedProviders {
  providers: AiProviders;
  sources: Record<AiCapability, AiProviderSource>;
  /** The model of each capability served by an endpoint. */
  models: Partial<Record<AiCapability, string>>;
  /** The endpoint of each capability that has one (for the server only: it holds the keys). */
  endpoints: EndpointChoices;
}

/** The registry: the providers in force, and stable providers that follow them. */
export interface ProviderRegistry {
  /** The last resolution (no database read). */
  current(): ResolvedProviders;
  /** Reads the in-app choices and rebuilds the providers when they changed. */
  resolve(): Promise<ResolvedProviders>;
  /** Capabilities the environment fixes (their in-app choice is not used). */
  readonly environment: EndpointChoices;
  text: TextProvider;
  image: ImageProvider;
  video: VideoProvider;
  speech: SpeechProvider;
  /** The embeddings provider in force, if any. */
  embeddings(): Promise<EmbeddingsProvider | undefined>;
}

/** Creates the registry; it starts with the environment's choices until the first resolution. */
export function createProviderRegistry(deps: {
  environment: EndpointChoices;
  loadAppEndpoints(): Promise<AppEndpoints>;
  build(choices: EndpointChoices): AiProviders;
}): ProviderRegistry {
  const compose = (app: EndpointChoices): ResolvedProviders => {
    const choices: EndpointChoices = {};
    const sources = {} as Record<AiCapability, AiProviderSource>;
    const models: Partial<Record<AiCapability, string>> = {};
    for (const capability of aiCapabilities) {
      const fromEnvironment = deps.environment[capability];
      const endpoint = fromEnvironment ?? app[capability];
      sources[capability] = fromEnvironment ? 'environment' : endpoint ? 'app' : 'offline';
      if (endpoint) {
        choices[capability] = endpoint;
        models[capability] = endpoint.model;
      }
    }
    return { providers: deps.build(choices), sources, models, endpoints: choices };
  };
  let version: string | undefined;
  let state = compose({});

  async function resolve(): Promise<ResolvedProviders> {
    const app = await deps.loadAppEndpoints();
    if (app.version !== version) {
      state = compose(app.endpoints);
      version = app.version;
    }
    return state;
  }
  const now = async () => (await resolve()).providers;

  return {
    current: () => state,
    resolve,
    environment: deps.environment,
    text: {
      get kind() {
        return state.providers.text.kind;
      },
      get label() {
        return state.providers.text.label;
      },
      enhancePrompt: async (prompt, language) => (await now()).text.enhancePrompt(prompt, language),
      searchWeb: async (prompt) => (await now()).text.searchWeb(prompt),
      writePosts: async (request, signal, onPost) => (await now()).text.writePosts(request, signal, onPost),
      writeImagePrompt: async (post, signal) => (await now()).text.writeImagePrompt(post, signal),
      writeVideoPrompt: async (post, video, signal) =>
        (await now()).text.writeVideoPrompt(post, video, signal),
      shortenPost: async (request, signal) => (await now()).text.shortenPost(request, signal),
    },
    image: {
      get kind() {
        return state.providers.image.kind;
      },
      get label() {
        return state.providers.image.label;
      },
      generateImage: async (request, signal) => (await now()).image.generateImage(request, signal),
    },
    video: {
      get kind() {
        return state.providers.video.kind;
      },
      get label() {
        return state.providers.video.label;
      },
      createVideo: async (request, signal) => (await now()).video.createVideo(request, signal),
      // A status check goes to the provider in force: after a switch, an older generation's check fails and
      // the job falls back to the offline clip.
      checkVideo: async (generationId, signal) => (await now()).video.checkVideo(generationId, signal),
    },
    speech: {
      get kind() {
        return state.providers.speech.kind;
      },
      transcribe: async (file, transcript, language) =>
        (await now()).speech.transcribe(file, transcript, language),
    },
    embeddings: async () => (await now()).embeddings,
  };
}
