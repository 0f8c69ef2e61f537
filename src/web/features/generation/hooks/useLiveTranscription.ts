import { useCallback, useEffect, useRef, useState } from 'react';
import { i18n } from '../../../i18n/i18n';
import { useLanguageSetting } from './useLanguageSetting';

/** The part of the Web Speech API recogniser we use (lib.dom types its events but not the recogniser). */
interface SpeechRecognizer {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((event: SpeechRecognitionEvent) => void) | null;
  onerror: ((event: SpeechRecognitionErrorEvent) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}

type SpeechRecognizerConstructor = new () => SpeechRecognizer;

/** Live speech messages of spec 1 §8 in the interface's language (English verbatim), read when shown. */
export const liveSpeechMessages = {
  get unsupported() {
    return i18n.t('generation:speech.unsupported');
  },
  get microphone() {
    return i18n.t('generation:speech.microphone');
  },
  get permission() {
    return i18n.t('generation:speech.permission');
  },
};

/** Pause before restarting after the service ended by itself, and after a network error (to avoid a hot loop). */
const restartDelayMs = 250;
const restartAfterNetworkErrorMs = 1500;

function findSpeechRecognizer(): SpeechRecognizerConstructor | null {
  if (typeof window === 'undefined') return null;
  const speechWindow = window as Window & {
    SpeechRecognition?: SpeechRecognizerConstructor;
    webkitSpeechRecognition?: SpeechRecognizerConstructor;
  };
  return speechWindow.SpeechRecognition ?? speechWindow.webkitSpeechRecognition ?? null;
}

/** State and controls of {@link useLiveTranscription}. */
export interface LiveTranscription {
  /** False when the browser has no speech service; recording still works. */
  isSupported: boolean;
  isListening: boolean;
  /** Final text so far. */
  finalTranscript: string;
  /** Words still being recognised (may change). */
  interimTranscript: string;
  /** The spec's microphone or permission message; null when fine. */
  error: string | null;
  /** Starts (or resumes) listening; keeps text heard before. */
  start: () => void;
  /** Stops listening; results already in flight still arrive. */
  stop: () => void;
  /** Stops and forgets the text. */
  reset: () => void;
}

/**
 * Live transcription with the browser speech service (continuous, interim results) while a clip records, in
 * the generator's language (Auto: the browser's own language).
 * The service stops by itself after silence or a 'network' / 'no-speech' error: those are ignored and it
 * restarts while listening is wanted. 'audio-capture' and 'not-allowed' stop it with the spec's message.
 */
export function useLiveTranscription(): LiveTranscription {
  const [Recognizer] = useState(findSpeechRecognizer);
  const setting = useLanguageSetting();
  const speechLanguage = setting === 'auto' ? navigator.language || 'en-US' : setting;
  const [isListening, setIsListening] = useState(false);
  const [finalTranscript, setFinalTranscript] = useState('');
  const [interimTranscript, setInterimTranscript] = useState('');
  const [error, setError] = useState<string | null>(null);
  const recognizerRef = useRef<SpeechRecognizer | null>(null);
  const isWantedRef = useRef(false);
  const finalRef = useRef('');
  const lastErrorRef = useRef<string | null>(null);
  const restartTimerRef = useRef<number | undefined>(undefined);

  const listen = useCallback((recognizer: SpeechRecognizer) => {
    try {
      recognizer.start();
      setIsListening(true);
    } catch {
      // InvalidStateError: already started; nothing to do.
    }
  }, []);

  const getRecognizer = useCallback((): SpeechRecognizer | null => {
    if (recognizerRef.current || !Recognizer) return recognizerRef.current;
    const recognizer = new Recognizer();
    recognizer.continuous = true;
    recognizer.interimResults = true;
    recognizer.onresult = (event) => {
      let interim = '';
      for (let index = event.resultIndex; index < event.results.length; index += 1) {
        const result = event.results[index];
        const text = result?.[0]?.transcript ?? '';
        if (!result || !text) continue;
        if (result.isFinal) finalRef.current = joinWords(finalRef.current, text);
        else interim = joinWords(interim, text);
      }
      lastErrorRef.current = null;
      setFinalTranscript(finalRef.current);
      setInterimTranscript(interim);
    };
    recognizer.onerror = (event) => {
      lastErrorRef.current = event.error;
      if (event.error === 'network' || event.error === 'no-speech' || event.error === 'aborted') return;
      isWantedRef.current = false;
      if (event.error === 'audio-capture') setError(liveSpeechMessages.microphone);
      else if (event.error === 'not-allowed') setError(liveSpeechMessages.permission);
    };
    recognizer.onend = () => {
      setIsListening(false);
      if (!isWantedRef.current) return;
      const delay = lastErrorRef.current === 'network' ? restartAfterNetworkErrorMs : restartDelayMs;
      window.clearTimeout(restartTimerRef.current);
      restartTimerRef.current = window.setTimeout(() => {
        if (isWantedRef.current) listen(recognizer);
      }, delay);
    };
    recognizerRef.current = recognizer;
    return recognizer;
  }, [Recognizer, listen]);

  const start = useCallback(() => {
    const recognizer = getRecognizer();
    if (!recognizer) return;
    recognizer.lang = speechLanguage;
    isWantedRef.current = true;
    lastErrorRef.current = null;
    setError(null);
    listen(recognizer);
  }, [getRecognizer, listen, speechLanguage]);

  const stop = useCallback(() => {
    isWantedRef.current = false;
    window.clearTimeout(restartTimerRef.current);
    try {
      recognizerRef.current?.stop();
    } catch {
      // Not started; nothing to stop.
    }
  }, []);

  const reset = useCallback(() => {
    stop();
    finalRef.current = '';
    setFinalTranscript('');
    setInterimTranscript('');
    setError(null);
  }, [stop]);

  useEffect(
    () => () => {
      isWantedRef.current = false;
      window.clearTimeout(restartTimerRef.current);
      const recognizer = recognizerRef.current;
      if (!recognizer) return;
      recognizer.onresult = null;
      recognizer.onerror = null;
      recognizer.onend = null;
      recognizer.abort();
      recognizerRef.current = null;
    },
    [],
  );

  return {
    isSupported: Recognizer !== null,
    isListening,
    finalTranscript,
    interimTranscript,
    error,
    start,
    stop,
    reset,
  };
}

function joinWords(head: string, tail: string): string {
  const trimmedTail = tail.trim();
  if (!trimmedTail) return head;
  return head ? `${head} ${trimmedTail}` : trimmedTail;
}
