/**
 * The offline speech provider: no transcription model, so it returns the browser's live transcript
 * (en-US speech recognition during recording) when it is usable, else the spec's generic description of
 * the footage (spec 1 §5: a transcript under 10 characters is replaced; §8: transcription failure gives
 * generic text with confidence 0.3).
 */
import { transcriptMinLength } from '../../../../shared/domain/limits';
import type { SpeechProvider } from '../types';

/** The generic description used when no usable transcript exists. */
export const genericFootageDescription =
  'A short video recorded for social media: the creator speaks to the camera and shares an idea with their audience.';
/** Confidence of the generic description (spec 1 §8). */
export const genericFootageConfidence = 0.3;
/** Confidence given to the browser's live transcript (browsers do not report one for a whole recording). */
export const browserTranscriptConfidence = 0.7;

/**
 * The transcript to use when no transcription model answered: the trimmed browser transcript when it has
 * at least 10 characters, else the generic description with confidence 0.3.
 */
export function describeFootage(browserTranscript?: string): { text: string; confidence: number } {
  const transcript = browserTranscript?.trim() ?? '';
  return transcript.length >= transcriptMinLength
    ? { text: transcript, confidence: browserTranscriptConfidence }
    : { text: genericFootageDescription, confidence: genericFootageConfidence };
}

/** Creates the offline speech provider (kind 'offline'); it never throws and never reads the file. */
export function createOfflineSpeechProvider(): SpeechProvider {
  return {
    kind: 'offline',
    transcribe: (_file, browserTranscript) => Promise.resolve(describeFootage(browserTranscript)),
  };
}
