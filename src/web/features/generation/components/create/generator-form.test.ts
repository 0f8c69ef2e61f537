import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../../i18n/i18n';
import { catalogue as german } from '../../../../i18n/locales/de';
import { startEnglishInterface } from '../../testing/english-interface';
import {
  buildRunInput,
  buildScrapedPrompt,
  canGenerate,
  createInitialForm,
  findSubmissionProblem,
  formatScrapeFailure,
  uploadPromptFor,
  validateScrapeUrl,
  withUploads,
  type UploadEntry,
} from './generator-form';

beforeAll(startEnglishInterface);

function entry(name: string, type: string): UploadEntry {
  return { key: name, file: new File(['x'], name, { type }), progress: null };
}

describe('generator form rules', () => {
  it('disables Generate per tab as spec 1 §5 says', () => {
    const form = createInitialForm();
    expect(canGenerate(form, false)).toBe(false);
    expect(canGenerate({ ...form, quickPrompt: 'Coffee' }, false)).toBe(true);
    expect(canGenerate({ ...form, quickPrompt: 'Coffee' }, true)).toBe(false);
    expect(canGenerate({ ...form, quickPrompt: 'Coffee', platforms: [] }, false)).toBe(false);
    expect(canGenerate({ ...form, tab: 'url' }, false)).toBe(false);
    expect(canGenerate({ ...form, tab: 'reels' }, false)).toBe(false);
    expect(canGenerate({ ...form, tab: 'upload', uploads: [entry('a.png', 'image/png')] }, false)).toBe(true);
  });

  it('names the empty prompt before the missing platform', () => {
    const form = createInitialForm();
    expect(findSubmissionProblem({ ...form, platforms: [] })).toBe('Please enter a prompt');
    expect(findSubmissionProblem({ ...form, quickPrompt: 'x', platforms: [] })).toBe(
      'Please select at least one platform',
    );
  });

  it('checks URLs with the spec messages', () => {
    expect(validateScrapeUrl('  ')).toBe('Please enter a URL');
    expect(validateScrapeUrl('example.com')).toBe(
      'Please enter a valid URL (must start with http:// or https://)',
    );
    expect(validateScrapeUrl('https://example.com')).toBeNull();
  });

  it('auto-fills the upload prompt and keeps a prompt the user wrote', () => {
    expect(uploadPromptFor(['image/png'])).toBe('Create engaging social media content for this image');
    expect(uploadPromptFor(['video/mp4'])).toBe('Create engaging social media content for this video');
    expect(uploadPromptFor(['image/png', 'video/mp4', 'image/jpeg'])).toBe(
      'Create a social media campaign using these 3 media files',
    );
    const one = withUploads(createInitialForm(), [entry('a.png', 'image/png')]);
    const two = withUploads(one, [...one.uploads, entry('b.mp4', 'video/mp4')]);
    expect(two.uploadPrompt).toBe('Create a social media campaign using these 2 media files');
    const edited = withUploads({ ...two, uploadPrompt: 'My own words' }, one.uploads);
    expect(edited.uploadPrompt).toBe('My own words');
  });

  it('builds the run input of the active tab', () => {
    const form = { ...createInitialForm(), quickPrompt: ' Coffee ', useWebSearch: true, variations: [] };
    expect(buildRunInput(form, [])).toMatchObject({
      method: 'prompt',
      prompt: 'Coffee',
      variations: ['normal'],
      useWebSearch: true,
    });
    expect(buildRunInput(form, []).videoConfig).toBeUndefined();
    // No language until one is chosen: the server applies the workspace's default.
    expect(buildRunInput(form, []).language).toBeUndefined();
    expect(buildRunInput({ ...form, language: 'de' }, []).language).toBe('de');
    const upload = { ...form, tab: 'upload' as const, uploadPrompt: 'Use these' };
    expect(buildRunInput(upload, ['a1'])).toMatchObject({
      method: 'upload',
      uploadedAssetIds: ['a1'],
      useWebSearch: false,
    });
    const reels = {
      ...form,
      tab: 'reels' as const,
      reelsClip: { assetId: 'v1', transcript: '', durationSeconds: 3, previewUrl: '/media/v1' },
    };
    expect(buildRunInput(reels, [])).toMatchObject({
      method: 'reels',
      recordedAssetId: 'v1',
      prompt: 'Create engaging social media content for this video',
    });
  });
});

describe('generator texts in the interface language', () => {
  const page = {
    url: 'https://example.com/bottle',
    domain: 'example.com',
    title: 'Steel Bottle',
    text: 'Keeps drinks cold.',
    images: [],
  } as unknown as Parameters<typeof buildScrapedPrompt>[0];

  it('fills the scraped prompt and the scrape alert with the English wording', () => {
    expect(buildScrapedPrompt(page)).toBe(
      'Create engaging social media content about "Steel Bottle" (example.com).\n\nKeeps drinks cold.',
    );
    expect(buildScrapedPrompt({ ...page, title: ' ', text: '' })).toBe(
      'Create engaging social media content about example.com.',
    );
    expect(formatScrapeFailure('Too many redirects')).toBe('Failed to scrape URL: Too many redirects');
    expect(formatScrapeFailure('')).toBe('Failed to scrape URL: Unknown error');
  });

  it('follows a switch of the interface language', async () => {
    i18n.addResourceBundle('de', 'generation', german.generation);
    await i18n.changeLanguage('de');
    try {
      expect(findSubmissionProblem(createInitialForm())).toBe('Bitte gib einen Prompt ein');
      expect(uploadPromptFor(['image/png', 'video/mp4'])).toBe(
        'Erstelle eine Social-Media-Kampagne mit diesen 2 Mediendateien',
      );
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
