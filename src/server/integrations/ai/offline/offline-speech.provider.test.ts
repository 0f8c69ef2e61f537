import { describe, expect, it } from 'vitest';
import {
  browserTranscriptConfidence,
  createOfflineSpeechProvider,
  describeFootage,
  genericFootageConfidence,
  genericFootageDescription,
} from './offline-speech.provider';

const file = { data: Buffer.from('not really a video'), filename: 'clip.webm', contentType: 'video/webm' };

describe('offline speech provider', () => {
  it('is offline', () => {
    expect(createOfflineSpeechProvider().kind).toBe('offline');
  });

  it('returns the trimmed browser transcript when it has at least 10 characters', async () => {
    await expect(createOfflineSpeechProvider().transcribe(file, '  Hello there  ')).resolves.toEqual({
      text: 'Hello there',
      confidence: browserTranscriptConfidence,
    });
    expect(describeFootage('0123456789')).toEqual({
      text: '0123456789',
      confidence: browserTranscriptConfidence,
    });
  });

  it.each([undefined, '', '   ', '123456789', '  short   '])(
    'replaces the transcript %j with the generic description at confidence 0.3',
    async (transcript) => {
      await expect(createOfflineSpeechProvider().transcribe(file, transcript)).resolves.toEqual({
        text: genericFootageDescription,
        confidence: 0.3,
      });
    },
  );

  it('has a generic description long enough to pass the 10-character rule itself', () => {
    expect(genericFootageDescription.length).toBeGreaterThanOrEqual(10);
    expect(genericFootageConfidence).toBe(0.3);
  });
});
