import { useCallback, useEffect, useRef, useState, type FocusEvent } from 'react';
import { usePageVisible } from './usePageVisible';
import { useReducedMotion } from './useReducedMotion';

/** Options of {@link useRotation}. */
export interface RotationOptions {
  /** How many items rotate. */
  count: number;
  /** Time each item shows, in milliseconds. */
  intervalMs: number;
  /** After a choice by the user, rotation resumes after this many milliseconds; omitted: it does not stop. */
  resumeAfterChoiceMs?: number;
}

/** What {@link useRotation} returns: the item shown, a way to choose one, and handlers for the rotating area. */
export interface Rotation {
  index: number;
  /** Shows item `index` (wrapping); pauses rotation for `resumeAfterChoiceMs` when set. */
  choose: (index: number) => void;
  /** Whether items advance by themselves right now. */
  isRotating: boolean;
  /** Spread on the rotating area: rotation pauses while the pointer rests on it or keyboard focus is inside it. */
  pauseProps: {
    onPointerEnter: () => void;
    onPointerLeave: () => void;
    onPointerDown: () => void;
    onFocus: () => void;
    onBlur: (event: FocusEvent<HTMLElement>) => void;
  };
}

/**
 * The landing page's one rotation timer (stat cards, features, screenshots, analytics tabs, steps,
 * testimonials; spec 1 §9). It advances with the page's timers (setTimeout), so a test's fake clock drives it;
 * it never runs when the user prefers reduced motion, and pauses while the tab is hidden, the pointer rests on
 * the area or keyboard focus is inside it.
 */
export function useRotation({ count, intervalMs, resumeAfterChoiceMs }: RotationOptions): Rotation {
  const [index, setIndex] = useState(0);
  const [isHovered, setIsHovered] = useState(false);
  const [isFocused, setIsFocused] = useState(false);
  const [choiceAt, setChoiceAt] = useState<number | null>(null);
  const isReducedMotion = useReducedMotion();
  const isVisible = usePageVisible();
  const isPausedByChoice = choiceAt !== null;
  const isRotating =
    count > 1 && !isReducedMotion && isVisible && !isHovered && !isFocused && !isPausedByChoice;

  useEffect(() => {
    if (!isRotating) return undefined;
    const timer = window.setTimeout(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => window.clearTimeout(timer);
  }, [isRotating, index, count, intervalMs]);

  useEffect(() => {
    if (choiceAt === null || resumeAfterChoiceMs === undefined) return undefined;
    const timer = window.setTimeout(() => setChoiceAt(null), resumeAfterChoiceMs);
    return () => window.clearTimeout(timer);
  }, [choiceAt, resumeAfterChoiceMs]);

  const choiceCounter = useRef(0);
  const isPointerFocus = useRef(false);
  const choose = useCallback(
    (next: number) => {
      setIndex(((next % count) + count) % count);
      if (resumeAfterChoiceMs !== undefined) {
        choiceCounter.current += 1;
        setChoiceAt(choiceCounter.current);
      }
    },
    [count, resumeAfterChoiceMs],
  );

  return {
    index,
    choose,
    isRotating,
    pauseProps: {
      onPointerEnter: () => setIsHovered(true),
      onPointerLeave: () => setIsHovered(false),
      // Keyboard focus only: a click's focus must not outlast the resume-after-click pause.
      onPointerDown: () => {
        isPointerFocus.current = true;
      },
      onFocus: () => {
        if (!isPointerFocus.current) setIsFocused(true);
      },
      onBlur: (event) => {
        if (event.currentTarget.contains(event.relatedTarget)) return;
        isPointerFocus.current = false;
        setIsFocused(false);
      },
    },
  };
}
