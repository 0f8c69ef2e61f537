/** A class name part: falsy parts are skipped, so `isActive && 'font-semibold'` works inline. */
export type ClassValue = string | number | false | null | undefined;

/**
 * Joins class names with single spaces, skipping falsy parts.
 * It does not merge conflicting Tailwind utilities (no tailwind-merge here): a caller's
 * `className` should add layout (width, margin, grid placement) rather than restyle a primitive.
 */
export function cn(...parts: readonly ClassValue[]): string {
  let result = '';
  for (const part of parts) {
    if (!part) continue;
    result = result ? `${result} ${part}` : String(part);
  }
  return result;
}
