import { join, resolve } from 'node:path';
import { z } from 'zod';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value && value.trim() !== '' ? value.trim() : undefined));

function toHttpOrigin(value: string): string | undefined {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Every setting Postforge reads from its environment. This module is the only reader of process.env;
 * README.md lists the same variables with their defaults.
 */
const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: optionalString,
  TRUSTED_ORIGINS: z
    .string()
    .default('')
    .transform((value, context) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean)
        .flatMap((entry) => {
          const origin = toHttpOrigin(entry);
          if (origin) return [origin];
          context.addIssue({ code: 'custom', message: `not an http(s) origin: ${entry}` });
          return [];
        }),
    ),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString,
  EMBEDDED_DATABASE_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  ROLES: z
    .string()
    .default('api,worker')
    .transform((value) => value.split(',').map((role) => role.trim()))
    .pipe(z.array(z.enum(['api', 'worker'])).min(1)),
  AUTH_SECRET: optionalString,
  /** Key of the secrets stored in the database (AI provider keys): 32 bytes as hex or base64. */
  SECRET_KEY: optionalString,
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(120),
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default('Postforge <no-reply@postforge.local>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** 'auto': human-readable lines when stdout is a terminal, JSON lines otherwise (files, pipes, collectors). */
  LOG_FORMAT: z.enum(['auto', 'pretty', 'json']).default('auto'),
  TRUST_PROXY: booleanFromEnv,
  RATE_LIMIT_LOGIN_PER_ADDRESS: z.coerce.number().int().min(1).default(30),
  RATE_LIMIT_LOGIN_PER_ACCOUNT_IP: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_LOGIN_PER_ACCOUNT: z.coerce.number().int().min(1).default(30),
  RATE_LIMIT_RESET_MAILS: z.coerce.number().int().min(1).default(5),
  /** Contact messages and newsletter requests (each) per client address per hour. */
  RATE_LIMIT_PUBLIC_FORMS_PER_ADDRESS: z.coerce.number().int().min(1).default(5),
  RATE_LIMIT_SCRAPES_PER_USER: z.coerce.number().int().min(1).default(30),
  RATE_LIMIT_RUNS_PER_USER: z.coerce.number().int().min(1).default(20),
  RATE_LIMIT_UPLOADS_PER_USER: z.coerce.number().int().min(1).default(60),
  RATE_LIMIT_ENHANCE_PER_USER: z.coerce.number().int().min(1).default(30),
  RATE_LIMIT_INVITATIONS_PER_USER: z.coerce.number().int().min(1).default(20),
  RATE_LIMIT_TRANSCRIBE_PER_USER: z.coerce.number().int().min(1).default(20),
  /** Each of the review's AI actions (regenerate a post, regenerate an image, shorten to fit) per user. */
  RATE_LIMIT_REVIEW_AI_PER_USER: z.coerce.number().int().min(1).default(60),
  /** X's OAuth 2.0 client (developer app); set here they win over the Instance screen's. */
  X_CLIENT_ID: optionalString,
  X_CLIENT_SECRET: optionalString,
  /** Minutes between two fetches of the platforms' figures of posts published in the last 30 days. */
  PLATFORM_METRICS_INTERVAL_MINUTES: z.coerce.number().int().min(1).default(360),
  /** X's API and authorize page (tests point them at a loopback fake). */
  X_API_BASE_URL: z.string().url().default('https://api.x.com'),
  X_AUTHORIZE_URL: z.string().url().default('https://x.com/i/oauth2/authorize'),
  /** LinkedIn's OAuth 2.0 client (developer app with 'Sign In with LinkedIn using OpenID Connect' and 'Share on LinkedIn'). */
  LINKEDIN_CLIENT_ID: optionalString,
  LINKEDIN_CLIENT_SECRET: optionalString,
  /** LinkedIn's REST API and its OAuth host (tests point them at a loopback fake). */
  LINKEDIN_API_BASE_URL: z.string().url().default('https://api.linkedin.com'),
  LINKEDIN_AUTH_BASE_URL: z.string().url().default('https://www.linkedin.com'),
  /** The `Linkedin-Version` (YYYYMM) of the versioned API; LinkedIn sunsets a version after about a year. */
  LINKEDIN_API_VERSION: z
    .string()
    .regex(/^\d{6}$/u)
    .default('202605'),
  /** YouTube's OAuth 2.0 client (a Google Cloud project with the YouTube Data API v3). */
  YOUTUBE_CLIENT_ID: optionalString,
  YOUTUBE_CLIENT_SECRET: optionalString,
  /** The YouTube Data API, Google's token/revoke host and consent page (tests point them at a loopback fake). */
  YOUTUBE_API_BASE_URL: z.string().url().default('https://www.googleapis.com'),
  GOOGLE_OAUTH_BASE_URL: z.string().url().default('https://oauth2.googleapis.com'),
  GOOGLE_AUTHORIZE_URL: z.string().url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  /** TikTok's OAuth client (Login Kit: the app's client key and secret), else the Instance screen's. */
  TIKTOK_CLIENT_KEY: optionalString,
  TIKTOK_CLIENT_SECRET: optionalString,
  /** TikTok's API and Login Kit authorize page (tests point them at a loopback fake). */
  TIKTOK_API_BASE_URL: z.string().url().default('https://open.tiktokapis.com'),
  TIKTOK_AUTHORIZE_URL: z.string().url().default('https://www.tiktok.com/v2/auth/authorize/'),
  /** Facebook Pages: the Meta app's id and secret (Facebook Login); set here they win over the Instance screen's. */
  FACEBOOK_CLIENT_ID: optionalString,
  FACEBOOK_CLIENT_SECRET: optionalString,
  /** Instagram (professional accounts, Instagram API with Facebook Login): a Meta app's id and secret (may be the same app). */
  INSTAGRAM_CLIENT_ID: optionalString,
  INSTAGRAM_CLIENT_SECRET: optionalString,
  /** Meta's Graph API, its video upload host, the Login dialog ('{version}' replaced) and the API version. */
  META_GRAPH_BASE_URL: z.string().url().default('https://graph.facebook.com'),
  META_GRAPH_VIDEO_BASE_URL: z.string().url().default('https://graph-video.facebook.com'),
  META_AUTHORIZE_URL: z.string().default('https://www.facebook.com/{version}/dialog/oauth'),
  META_GRAPH_VERSION: z
    .string()
    .regex(/^v\d+\.\d+$/u)
    .default('v26.0'),
  FFMPEG_PATH: z.string().default('ffmpeg'),
  /** espeak-ng, which narrates offline videos in the run's language (without it, offline clips are silent). */
  ESPEAK_PATH: z.string().default('espeak-ng'),
  FFPROBE_PATH: z.string().default('ffprobe'),
  /** Poppler's pdftoppm, which draws a PDF's first page as its library thumbnail (without it: an icon). */
  PDFTOPPM_PATH: z.string().default('pdftoppm'),
  /** The TrueType font the asset editor draws added text with (images and videos). */
  EDIT_FONT_PATH: z.string().default('/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf'),
  MEDIA_DIR: optionalString,
  AI_MAX_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(16),
  VIDEO_POLL_INTERVAL_MS: z.coerce.number().int().min(100).default(5000),
  /** A run at least this long that ends while its author is away is notified (bell and e-mail). */
  NOTIFY_RUN_MIN_SECONDS: z.coerce.number().int().min(0).default(30),
  OPENAI_EMBEDDINGS_MODEL: optionalString,
  SSRF_ALLOWLIST: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    ),
  OPENAI_BASE_URL: z.string().default('https://api.openai.com'),
  OPENAI_API_KEY: optionalString,
  OPENAI_TEXT_MODEL: z.string().default('gpt-4.1-mini'),
  OPENAI_SEARCH_MODEL: z.string().default('gpt-4.1'),
  OPENAI_SPEECH_MODEL: z.string().default('whisper-1'),
  IMAGE_BASE_URL: optionalString,
  IMAGE_API_KEY: optionalString,
  IMAGE_MODEL: z.string().default('flux/schnell'),
  VIDEO_BASE_URL: optionalString,
  VIDEO_API_KEY: optionalString,
  VIDEO_MODEL: z.string().default('kling-video/v1.6/standard/text-to-video'),
});

/** Parsed configuration. */
export type Config = z.infer<typeof configSchema>;

/** Parses an environment (process.env by default); throws a readable error listing every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  return result.data;
}

/** The origin the app is served from, used for links in e-mails and the CSRF Origin check. */
export function resolvePublicUrl(config: Config): string {
  return (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');
}

/**
 * The origins a state-changing request may come from (the CSRF Origin check): PUBLIC_URL's origin and
 * TRUSTED_ORIGINS. Without PUBLIC_URL the default `http://localhost:$PORT` is also reachable as 127.0.0.1 and
 * [::1], which only a browser on this machine can send. The request's Host header never counts: a page on a
 * DNS-rebound name would otherwise match itself.
 */
export function resolveTrustedOrigins(config: Config): string[] {
  const loopback = config.PUBLIC_URL
    ? []
    : [`http://127.0.0.1:${config.PORT}`, `http://[::1]:${config.PORT}`].map((url) => new URL(url).origin);
  return [...new Set([new URL(resolvePublicUrl(config)).origin, ...loopback, ...config.TRUSTED_ORIGINS])];
}

/** The folder of the media files: MEDIA_DIR, else `media` inside DATA_DIR (absolute). */
export function resolveMediaDir(config: Config): string {
  return config.MEDIA_DIR ? resolve(config.MEDIA_DIR) : join(resolve(config.DATA_DIR), 'media');
}
