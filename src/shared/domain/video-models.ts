import type { AspectRatio, VideoConfig } from './video';

/** Ids of the video models in Settings > LLM Integration (spec 2 §3). */
export const videoModelIds = [
  'seedance-1-lite',
  'hailuo-02',
  'veo-3',
  'kling-2-master',
  'kling-1-6-standard',
  'runway-gen4-turbo',
] as const;
/** A video model id. */
export type VideoModelId = (typeof videoModelIds)[number];

/** Availability of a model: active is the one wired today; coming-soon cards cannot be selected. */
export type VideoModelStatus = 'active' | 'available' | 'coming-soon';

/** A video model card (spec 2 §3 "Video model option"); maxDuration in seconds. */
export interface VideoModelOption {
  id: VideoModelId;
  name: string;
  provider: string;
  /** Price text shown as is, e.g. '$0.53 per second'. */
  pricing: string;
  status: VideoModelStatus;
  description: string;
  features: string[];
  maxDuration: number;
  aspectRatios: AspectRatio[];
  /** The model id sent to the video provider (AI/ML API's name of the model) when it is selected. */
  providerModel: string;
}

/** Badge text of the active model's card. */
export const activeVideoModelLabel = 'Current Implementation';
/** Overlay text of a coming-soon card. */
export const comingSoonLabel = 'Coming Soon';

/** The catalogue, in the spec's order (spec 1 §9, spec 2 §3; Veo 3 named as in spec 2). */
export const videoModels: readonly VideoModelOption[] = [
  {
    id: 'seedance-1-lite',
    name: 'Seedance 1.0 Lite',
    provider: 'ByteDance',
    pricing: '$2.89 per generation',
    status: 'coming-soon',
    description: 'Fast, lightweight text-to-video with smooth multi-shot motion',
    features: ['Multi-shot scenes', 'Fast generation', 'Stable motion'],
    maxDuration: 10,
    aspectRatios: ['16:9', '9:16', '1:1'],
    providerModel: 'bytedance/seedance-1-0-lite-t2v',
  },
  {
    id: 'hailuo-02',
    name: 'Hailuo 02',
    provider: 'MiniMax',
    pricing: '$0.49 per generation',
    status: 'available',
    description: 'Affordable model with strong physics and instruction following',
    features: ['Realistic physics', 'Prompt adherence', 'Low cost'],
    maxDuration: 5,
    aspectRatios: ['16:9', '9:16', '1:1'],
    providerModel: 'minimax/hailuo-02',
  },
  {
    id: 'veo-3',
    name: 'Veo 3 (Google)',
    provider: 'Google',
    pricing: '$1.38 per second',
    status: 'coming-soon',
    description: 'High-fidelity video with native audio and long clips',
    features: ['Native audio', 'Long clips', 'Cinematic quality'],
    maxDuration: 60,
    aspectRatios: ['16:9', '9:16', '1:1', '4:5'],
    providerModel: 'google/veo3',
  },
  {
    id: 'kling-2-master',
    name: 'Kling 2.0 Master',
    provider: 'Kuaishou',
    pricing: '$0.53 per second',
    status: 'active',
    description: 'Premium motion quality and detail; powers video generation today',
    features: ['Cinematic motion', 'High detail', 'All aspect ratios'],
    maxDuration: 5,
    aspectRatios: ['16:9', '9:16', '1:1', '4:5'],
    providerModel: 'kling-video/v2/master/text-to-video',
  },
  {
    id: 'kling-1-6-standard',
    name: 'Kling 1.6 Standard',
    provider: 'Kuaishou',
    pricing: '$0.37 per second',
    status: 'available',
    description: 'Balanced quality and price for everyday clips',
    features: ['Good motion', 'Lower cost', 'Reliable output'],
    maxDuration: 5,
    aspectRatios: ['16:9', '9:16', '1:1'],
    providerModel: 'kling-video/v1.6/standard/text-to-video',
  },
  {
    id: 'runway-gen4-turbo',
    name: 'Runway Gen-4 Turbo',
    provider: 'Runway',
    pricing: '$0.153 per second',
    status: 'available',
    description: 'Quick, low-cost generations for rapid iteration',
    features: ['Fast turnaround', 'Consistent characters', 'Lowest price per second'],
    maxDuration: 4,
    aspectRatios: ['16:9', '9:16', '1:1'],
    providerModel: 'runway/gen4_turbo',
  },
];

/** The model selected when the user has chosen none (spec 1 §3 selectedVideoLLM). */
export const defaultVideoModelId: VideoModelId = 'kling-2-master';

/** The catalogue entry of an id, or undefined for an unknown id. */
export function findVideoModel(id: string): VideoModelOption | undefined {
  return videoModels.find((model) => model.id === id);
}

/** True when the id is known and its card can be selected (every status but coming-soon). */
export function isSelectableVideoModel(id: string): boolean {
  const model = findVideoModel(id);
  return model !== undefined && model.status !== 'coming-soon';
}

/**
 * A video configuration made to fit a model: the duration at most the model's longest clip, the aspect ratio
 * one the model makes (the current one if it can, else its first). Returns a copy.
 */
export function fitVideoConfigToModel(config: VideoConfig, model: VideoModelOption): VideoConfig {
  const fallbackRatio = model.aspectRatios[0] ?? config.aspectRatio;
  return {
    ...config,
    duration: Math.min(Math.max(1, config.duration), model.maxDuration),
    aspectRatio: model.aspectRatios.includes(config.aspectRatio) ? config.aspectRatio : fallbackRatio,
  };
}
