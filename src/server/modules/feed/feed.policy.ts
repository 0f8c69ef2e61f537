import type { AuthContext } from '../../http/auth-context';
import {
  allowEveryone,
  canWriteWorkspace,
  definePolicy,
  isInstanceOwner,
  publicAction,
  sessionAction,
} from '../../http/authorize';
import { instanceOwnerOnlyMessage } from '../instance/instance.policy';

/** The refusal of a removal to anyone but the author and the instance owner. */
export const notYourContentMessage = 'Only its author or the owner of this instance can remove this.';
/** The refusal of a share to the feed to a viewer of the workspace. */
export const viewerShareMessage = 'Viewers cannot share posts of this workspace.';

/** What a removal rule looks at: who wrote the post or comment. */
export interface AuthoredContent {
  authorId: string | null;
}

/** True for the author of the content and for the instance owner. */
function isAuthorOrInstanceOwner(actor: AuthContext, content: AuthoredContent): boolean {
  return actor.isInstanceOwner || (content.authorId !== null && content.authorId === actor.userId);
}

/**
 * The community feed: anyone reads it (posts, comments, follow lists, public media, the post page) and counts
 * views and shares; acting on it (like, bookmark, follow, comment, report) needs an account; authors and the
 * instance owner remove content; moderation (reports, verified mark, hiding an author) is the instance owner's.
 */
export const feedPolicy = definePolicy('feed', {
  listFeed: publicAction(allowEveryone),
  readPost: publicAction(allowEveryone),
  viewPost: publicAction(allowEveryone),
  sharePost: publicAction(allowEveryone),
  listComments: publicAction(allowEveryone),
  listFollows: publicAction(allowEveryone),
  readMedia: publicAction(allowEveryone),
  readPostPage: publicAction(allowEveryone),
  watchFeed: publicAction(allowEveryone),
  likePost: sessionAction(allowEveryone),
  bookmarkPost: sessionAction(allowEveryone),
  comment: sessionAction(allowEveryone),
  likeComment: sessionAction(allowEveryone),
  follow: sessionAction(allowEveryone),
  report: sessionAction(allowEveryone),
  listMine: sessionAction(allowEveryone),
  deletePost: sessionAction(allowEveryone),
  deleteComment: sessionAction(allowEveryone),
  shareToFeed: sessionAction(canWriteWorkspace, viewerShareMessage),
  listReports: sessionAction(isInstanceOwner, instanceOwnerOnlyMessage),
  resolveReport: sessionAction(isInstanceOwner, instanceOwnerOnlyMessage),
  setAuthorFlags: sessionAction(isInstanceOwner, instanceOwnerOnlyMessage),
  listAuthors: sessionAction(isInstanceOwner, instanceOwnerOnlyMessage),
});

/** The resource-level decision of a removal: the author of the post or comment, or the instance owner. */
export const feedContentPolicy = definePolicy('feed', {
  removeContent: sessionAction<AuthoredContent>(isAuthorOrInstanceOwner, notYourContentMessage),
});
