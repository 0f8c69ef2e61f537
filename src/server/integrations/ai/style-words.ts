/**
 * The prompt a remote image (call 4) or video (call 5) provider gets: the request's prompt, then, after a blank
 * line, the active brand pack's style words when it has any. The prompt stored on the post stays without them.
 */
export function withStyleWords(prompt: string, styleWords: string | undefined): string {
  const words = styleWords?.trim();
  return words ? `${prompt.trim()}\n\n${words}` : prompt;
}
