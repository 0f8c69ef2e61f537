/**
 * Copies text to the clipboard. Uses the async Clipboard API; where it is missing (a self-hosted instance
 * served over plain http on a LAN address is not a secure context), falls back to a hidden textarea and
 * `document.execCommand('copy')`. Rejects when neither works.
 */
export async function copyText(text: string): Promise<void> {
  if (typeof navigator !== 'undefined' && navigator.clipboard && window.isSecureContext) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const textarea = document.createElement('textarea');
  textarea.value = text;
  textarea.setAttribute('readonly', '');
  textarea.style.position = 'fixed';
  textarea.style.opacity = '0';
  document.body.append(textarea);
  const previousFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  textarea.select();
  try {
    // execCommand is deprecated but remains the only copy path outside secure contexts.
    const isCopied = document.execCommand('copy');
    if (!isCopied) throw new Error('The browser refused to copy.');
  } finally {
    textarea.remove();
    previousFocus?.focus();
  }
}

/** Formats a hashtag for display with exactly one leading '#'. */
export function formatHashtag(tag: string): string {
  return `#${tag.trim().replace(/^#+/, '')}`;
}
