/**
 * A byte count in B, KB, MB or GB with one decimal (spec 2 §9): 512 B, 1.5 KB, 12.0 MB. A value that rounds to
 * 1024.0 of a unit rolls over to the next one (1048575 bytes is '1.0 MB', not '1024.0 KB').
 */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'] as const;
  let value = bytes / 1024;
  let unit = 0;
  while (Number(value.toFixed(1)) >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}

/** A length in seconds as m:ss (spec 2 §9): 65 → '1:05'. */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** The first three tags and how many more there are (cards show '+n'). */
export function visibleTags(tags: string[], max = 3): { shown: string[]; more: number } {
  return { shown: tags.slice(0, max), more: Math.max(0, tags.length - max) };
}

/** Tags typed comma-separated: trimmed, empties dropped, duplicates (case-insensitive) once. */
export function parseTagList(text: string): string[] {
  const seen = new Set<string>();
  return text
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => {
      if (!tag || seen.has(tag.toLowerCase())) return false;
      seen.add(tag.toLowerCase());
      return true;
    });
}
