import { describe, expect, it } from 'vitest';
import { formatScrapeFailure, scrapeUrlMessages } from '../../../shared/contracts/scraping';
import { creativityLabel } from '../../../shared/domain/limits';
import { mediaTooLargeMessage, videoTooLargeMessage } from '../../../shared/domain/limits';
import { variationIds } from '../../../shared/domain/platforms';
import { variationInfo } from '../../../shared/domain/variations';
import {
  videoFormatCategories,
  videoFormatIds,
  videoFormats,
  videoQualities,
  videoQualityIds,
  voices,
  voiceTypes,
} from '../../../shared/domain/video';
import { catalogue } from '../../i18n/locales/en';

const english = catalogue.generation;

/**
 * The generator shows the labels of shared constants and the server's messages through its catalogue: English
 * must stay the spec's text byte for byte, so it is checked against the constants themselves.
 */
describe('English generation catalogue', () => {
  it('names variations, video formats, voices, qualities and creativity levels as the spec constants do', () => {
    for (const id of variationIds) {
      expect(english.variations[id]).toEqual({
        label: variationInfo[id].label,
        description: variationInfo[id].description,
      });
    }
    for (const id of videoFormatIds) {
      expect(english.videoFormats[id]).toEqual({
        name: videoFormats[id].name,
        description: videoFormats[id].description,
      });
    }
    for (const category of videoFormatCategories) {
      expect(english.videoFormatCategories[category.id]).toBe(category.name);
    }
    for (const id of voiceTypes) {
      expect(english.voices[id]).toEqual({ name: voices[id].name, description: voices[id].description });
    }
    for (const id of videoQualityIds) expect(english.videoQualities[id]).toBe(videoQualities[id].name);
    for (const value of [0, 50, 100]) {
      const level = creativityLabel(value);
      expect(english.creativityLevels[level]).toBe(level);
    }
  });

  it("words the server's scrape and size messages as the server does", () => {
    expect(english.url.errors).toEqual(scrapeUrlMessages);
    expect(english.url.failure.replace('{{reason}}', english.url.unknownError)).toBe(formatScrapeFailure());
    expect(english.videoFile.videoTooLarge).toBe(videoTooLargeMessage);
    expect(english.videoFile.fileTooLarge).toBe(mediaTooLargeMessage);
  });
});
