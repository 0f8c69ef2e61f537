import { describe, expect, it } from 'vitest';
import {
  cutVideoPrompt,
  defaultVideoConfig,
  isVideoInProgressStatus,
  normalizeVideoConfig,
  selectVideoFormat,
  videoFormatCategories,
  videoFormatIds,
  videoFormats,
  videoGenerationFailedMessage,
  videoGenerationTimedOutMessage,
  videoPollIntervalMs,
  videoPollMaxAttempts,
  videoPromptMaxLength,
  videoPromptOptimizationInstruction,
} from './video';

describe('video formats', () => {
  it('have the spec default durations', () => {
    const durations = Object.fromEntries(videoFormatIds.map((id) => [id, videoFormats[id].defaultDuration]));
    expect(durations).toEqual({
      normal: 60,
      realistic: 45,
      commercial: 30,
      'brand-story': 90,
      animation: 60,
      retro: 75,
      blackwhite: 45,
      cinematic: 120,
      epic: 90,
    });
  });

  it('belong to the category that lists them, and every format is listed once', () => {
    const listed = videoFormatCategories.flatMap((category) => category.formats);
    expect([...listed].sort()).toEqual([...videoFormatIds].sort());
    for (const category of videoFormatCategories) {
      for (const format of category.formats) expect(videoFormats[format].category).toBe(category.id);
    }
  });
});

describe('normalizeVideoConfig', () => {
  it('keeps speech on a format that supports it', () => {
    expect(normalizeVideoConfig(defaultVideoConfig).withSpeech).toBe(true);
  });

  it('forces speech off on a format without speech support', () => {
    expect(normalizeVideoConfig({ ...defaultVideoConfig, format: 'epic', withSpeech: true }).withSpeech).toBe(
      false,
    );
  });

  it('selectVideoFormat takes the format duration and applies the speech rule', () => {
    const config = selectVideoFormat(defaultVideoConfig, 'blackwhite');
    expect(config).toMatchObject({ format: 'blackwhite', duration: 45, withSpeech: false });
    expect(selectVideoFormat(config, 'cinematic')).toMatchObject({ duration: 120, withSpeech: false });
  });
});

describe('cutVideoPrompt', () => {
  it('appends the closing instruction to a short prompt', () => {
    expect(cutVideoPrompt('A cat on a skateboard')).toBe(
      `A cat on a skateboard\n\n${videoPromptOptimizationInstruction}`,
    );
  });

  it('returns a fitting prompt that already ends with the instruction unchanged', () => {
    const prompt = `A cat on a skateboard\n\n${videoPromptOptimizationInstruction}`;
    expect(cutVideoPrompt(prompt)).toBe(prompt);
  });

  it('cuts a long prompt to 2200 characters keeping the ending instruction once', () => {
    const long = `${'sunset over the ocean '.repeat(200)}\n\n${videoPromptOptimizationInstruction}`;
    const cut = cutVideoPrompt(long);
    expect(cut.length).toBeLessThanOrEqual(videoPromptMaxLength);
    expect(cut.endsWith(videoPromptOptimizationInstruction)).toBe(true);
    expect(cut.split(videoPromptOptimizationInstruction)).toHaveLength(2);
    expect(cut.startsWith('sunset over the ocean')).toBe(true);
    const body = cut.slice(0, cut.length - videoPromptOptimizationInstruction.length).trimEnd();
    expect(
      body.endsWith('sunset') || body.endsWith('over') || body.endsWith('the') || body.endsWith('ocean'),
    ).toBe(true);
  });

  it('does not split a surrogate pair in a body without spaces', () => {
    const cut = cutVideoPrompt('🌅'.repeat(3000));
    expect(cut.length).toBeLessThanOrEqual(videoPromptMaxLength);
    expect(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/.test(cut)).toBe(false);
  });
});

describe('polling and messages', () => {
  it('polls for ten minutes at most', () => {
    expect(videoPollIntervalMs * videoPollMaxAttempts).toBe(10 * 60 * 1000);
  });

  it('recognises the in-progress statuses only', () => {
    for (const status of ['waiting', 'pending', 'processing', 'queued', 'active', 'generating', ' QUEUED ']) {
      expect(isVideoInProgressStatus(status)).toBe(true);
    }
    expect(isVideoInProgressStatus('completed')).toBe(false);
    expect(isVideoInProgressStatus('failed')).toBe(false);
  });

  it('words failures as the spec does', () => {
    expect(videoGenerationFailedMessage('quota exceeded')).toBe('Video generation failed: quota exceeded');
    expect(videoGenerationTimedOutMessage).toBe('Video generation timed out after 10 minutes');
  });
});
