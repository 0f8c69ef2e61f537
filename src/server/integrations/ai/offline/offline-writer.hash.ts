/**
 * Deterministic choices for the offline writer: every "random-looking" pick is a stable hash of its inputs,
 * so the same request always produces the same post.
 */

const fnvOffsetBasis = 0x811c9dc5;
const fnvPrime = 0x01000193;

/** FNV-1a (32 bit) of a string's UTF-16 code units; an unsigned integer in 0..2^32-1. */
export function hashText(text: string): number {
  let hash = fnvOffsetBasis;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, fnvPrime);
  }
  return hash >>> 0;
}

/** A picker bound to one seed (prompt, platform, variation): each named slot gets its own stable choice. */
export interface VariantPicker {
  /** Picks one of `options` for `slot`; the same seed and slot always give the same option. */
  pick<T>(slot: string, options: readonly [T, ...T[]]): T;
}

/** Creates the picker for a seed made of the given parts (joined with a separator that cannot be typed). */
export function createVariantPicker(...seedParts: string[]): VariantPicker {
  const seed = seedParts.join('\u0000');
  return {
    pick<T>(slot: string, options: readonly [T, ...T[]]): T {
      const index = hashText(`${seed}\u0000${slot}`) % options.length;
      return options[index] ?? options[0];
    },
  };
}
