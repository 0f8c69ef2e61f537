/**
 * Every timer of the spec, in milliseconds unless the name says otherwise (spec 1 §2, §4, §9; spec 2 §4, §9).
 * The prototype's simulated waits (OAuth steps, effects processing, uploads, exports) are not here: Postforge
 * reports real progress for those. Video polling lives in video.ts.
 */

/** Dashboard stat tiles refresh. */
export const dashboardStatsIntervalMs = 3000;
/** Landing page stats refresh. */
export const landingStatsIntervalMs = 5000;
/** Hero stat cards rotate. */
export const heroStatCardsIntervalMs = 3000;
/** Features tabs auto-rotate. */
export const featuresRotateIntervalMs = 4000;
/** After a click on a features tab, rotation resumes after this pause. */
export const featuresResumeAfterClickMs = 10_000;
/** Feature screenshots rotate. */
export const screenshotsRotateIntervalMs = 3000;
/** Analytics showcase tabs rotate. */
export const analyticsShowcaseIntervalMs = 5000;
/** How It Works steps auto-advance. */
export const howItWorksIntervalMs = 5000;
/** Testimonials rotate. */
export const testimonialsIntervalMs = 6000;

/** A toast stays visible (spec 1 §9; cookie toast, spec 2 §9). */
export const toastDurationMs = 3000;
/** 'Settings Saved!' and similar saved states last. */
export const savedStateDurationMs = 2000;
/** 'Copied!' indicator of copy buttons. */
export const copiedIndicatorMs = 2000;
/** The share dialog closes itself after a successful send. */
export const shareDialogAutoCloseMs = 2000;
/** The contact form resets after showing 'Message Sent!'. */
export const contactFormResetMs = 3000;
/** Debounce of search suggestions. */
export const searchSuggestionDebounceMs = 300;

/** Pauses between generation progress steps 0→1, 1→2, 2→3 and 3→done, so each step message is readable. */
export const generationStepDelaysMs: readonly number[] = [1000, 1000, 1500, 800];
/** Wait between two video generation requests (rate courtesy to the provider). */
export const videoRequestSpacingMs = 15_000;
/** Wait between two video generations by the offline provider. */
export const offlineVideoRequestSpacingMs = 2000;
/** Stagger between image generation requests. */
export const imageRequestSpacingMs = 2000;

/** A feed post with the same content and platform within this window of an existing one is a duplicate. */
export const feedDuplicateWindowMs = 5000;
/** After saving a post, the feed copy is skipped if the same content and platform exist within this window. */
export const savedPostDuplicateWindowMs = 10_000;

/** Timeout of one server-side page fetch when scraping. */
export const scrapeFetchTimeoutMs = 10_000;
/** Skip step of the video player's back/forward buttons, in seconds. */
export const videoSkipStepSeconds = 10;
