import { beforeAll, describe, expect, it } from 'vitest';
import { isCatalogueLanguage, type ContentLanguage } from '../../../../shared/domain/content-languages';
import { loadLanguageDetector, type LanguageDetector } from '../language/detect-language';
import type { WrittenPost } from '../types';
import { writeOfflinePosts } from './offline-writer';
import { buildWriteRequest } from './offline-writer.fixtures';
import { findLostFacts, inspectPost, type PostLanguageReport } from './offline-writer.language-check';
import { languageBriefs, type LanguageBrief } from './offline-writer.language-fixtures';

let detector: LanguageDetector;
beforeAll(async () => {
  detector = await loadLanguageDetector();
});

function writeBrief(brief: LanguageBrief, language = brief.language as ContentLanguage): WrittenPost[] {
  return writeOfflinePosts(
    buildWriteRequest({
      prompt: brief.prompt,
      language,
      ...(brief.page ? { page: brief.page } : {}),
      ...(brief.transcript ? { transcript: brief.transcript } : {}),
    }),
  );
}

describe('the language fixture', () => {
  it('has at least 8 non-English briefs in at least 5 languages, each detected as its language', () => {
    const languages = new Set(languageBriefs.map((brief) => brief.language));
    expect(languageBriefs.filter((brief) => brief.language !== 'en').length).toBeGreaterThanOrEqual(8);
    expect(languages.size).toBeGreaterThanOrEqual(5);
    for (const brief of languageBriefs)
      expect(detector.detect(brief.transcript ?? brief.prompt), brief.name).toBe(brief.language);
  });
});

describe('offline posts in the run language (quality)', () => {
  const reports: PostLanguageReport[] = [];
  const lostFacts: string[] = [];
  beforeAll(() => {
    for (const brief of languageBriefs) {
      const posts = writeBrief(brief);
      reports.push(...posts.map((post) => inspectPost(post, brief, post.language ?? 'en', detector)));
      lostFacts.push(...findLostFacts(posts, brief).map((fact) => `${brief.name}: ${fact}`));
    }
  });

  it('writes every post of every brief in the brief language', () => {
    expect(reports.length).toBeGreaterThanOrEqual(languageBriefs.length * 24);
    const wrong = reports.filter((report) => report.isWrongLanguage);
    expect(wrong.map((report) => `${report.label}: ${report.detected ?? '?'}`)).toEqual([]);
    // Most posts are long enough for the detector to judge (X posts may not be).
    expect(reports.filter((report) => report.detected !== undefined).length).toBeGreaterThan(
      reports.length * 0.7,
    );
  });

  it('adds no English line to a non-English post', () => {
    expect(
      reports.flatMap((report) => report.englishLines.map((line) => `${report.label}: ${line}`)),
    ).toEqual([]);
  });

  it('never makes a hashtag of a function word', () => {
    expect(reports.flatMap((report) => report.functionWordTags)).toEqual([]);
  });

  it('keeps dates, times and prices as the user wrote them', () => {
    expect(lostFacts).toEqual([]);
  });
});

describe('languages without a phrase catalogue', () => {
  it("uses only the user's own sentences", () => {
    const plain = languageBriefs.filter((brief) => !isCatalogueLanguage(brief.language));
    expect(plain.length).toBeGreaterThan(0);
    for (const brief of plain) {
      for (const post of writeBrief(brief)) {
        const lines = post.content.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('#'));
        for (const line of lines) {
          const text = line.replace(/^(?:•|\d+\.) /u, '').replace(/…$/u, '');
          expect(brief.prompt, `${post.platform}/${post.variation}`).toContain(text);
        }
      }
    }
  });
});

describe('regressions seen in the field', () => {
  const french = languageBriefs.find((brief) => brief.name === 'French food bank appeal');
  const german = languageBriefs.find((brief) => brief.name === 'German bakery opening');

  it('writes a French appeal without English or a bare article as its subject', () => {
    if (!french) throw new Error('fixture missing');
    for (const post of writeBrief(french)) {
      expect(post.content).not.toMatch(/takeaway|\ble is\b/iu);
      expect(post.hashtags.map((tag) => tag.toLowerCase())).not.toContain('le');
      expect(post.hashtags.map((tag) => tag.toLowerCase())).not.toContain('vous');
    }
  });

  it('makes German hashtags of nouns, never of pronouns, and keeps "2. März" whole', () => {
    if (!german) throw new Error('fixture missing');
    const posts = writeBrief(german);
    for (const post of posts) {
      expect(post.hashtags).not.toContain('Sie');
      for (const tag of post.hashtags) expect(tag).toMatch(/^\p{Lu}/u);
    }
    expect(posts.every((post) => /\bam 2\. März/iu.test(post.content))).toBe(true);
  });

  it('writes Dutch posts in Dutch: its own phrases, no instruction, no preposition as a hashtag', () => {
    const dutch: LanguageBrief = {
      name: 'Dutch bakery',
      language: 'nl',
      prompt:
        'Schrijf een bericht over onze nieuwe bakkerij in Gent. We openen op maandag 3 maart tussen 7.00 en 18.00 uur en elk zuurdesembrood kost € 4,20.',
      keptFacts: ['3 maart', '€ 4,20'],
    };
    const posts = writeBrief(dutch);
    // Within a platform every variation reads differently (across platforms one text may fit both).
    const variations = new Set(posts.map((post) => `${post.platform}\n${post.content}`));
    expect(variations.size).toBe(posts.length);
    for (const post of posts) {
      expect(post.content).not.toMatch(/schrijf een bericht/iu);
      expect(post.content).toContain('€ 4,20');
      expect(post.hashtags.map((tag) => tag.toLowerCase())).not.toContain('tussen');
    }
    const viral = posts.find((post) => post.variation === 'viral');
    expect(viral?.strategy).toMatch(/^Een virale post/u);
  });
});
