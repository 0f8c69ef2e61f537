/** An action an anonymous visitor asked for; it runs once they are signed in (after the login dialog). */
export type PendingFeedAction =
  | { kind: 'like'; postId: string }
  | { kind: 'bookmark'; postId: string }
  | { kind: 'follow'; postId: string; userId: string }
  | { kind: 'open'; postId: string }
  | { kind: 'likeComment'; postId: string; commentId: string }
  | { kind: 'comment'; postId: string; content: string; parentId?: string };

/** Where a visitor goes after the login a feed action asked for: the app's feed, where the action completes. */
export const feedSignedInPath = '/app/feed';

const storageKey = 'postforge.feed.pending-action';

/** Keeps the action for after login (this tab only). */
export function savePendingFeedAction(action: PendingFeedAction): void {
  try {
    sessionStorage.setItem(storageKey, JSON.stringify(action));
  } catch {
    // Storage refused (private mode): the visitor repeats the action after login.
  }
}

/** Takes the saved action (once), or undefined. */
export function takePendingFeedAction(): PendingFeedAction | undefined {
  try {
    const text = sessionStorage.getItem(storageKey);
    sessionStorage.removeItem(storageKey);
    if (!text) return undefined;
    const value = JSON.parse(text) as Partial<PendingFeedAction>;
    if (typeof value.postId !== 'string') return undefined;
    if (value.kind === 'follow' && typeof value.userId === 'string') return value as PendingFeedAction;
    if (value.kind === 'likeComment' && typeof value.commentId === 'string')
      return { kind: 'likeComment', postId: value.postId, commentId: value.commentId };
    if (value.kind === 'comment' && typeof value.content === 'string' && value.content.trim()) {
      return {
        kind: 'comment',
        postId: value.postId,
        content: value.content,
        ...(typeof value.parentId === 'string' ? { parentId: value.parentId } : {}),
      };
    }
    if (value.kind === 'like' || value.kind === 'bookmark' || value.kind === 'open')
      return value as PendingFeedAction;
  } catch {
    // Unreadable: nothing to run.
  }
  return undefined;
}
