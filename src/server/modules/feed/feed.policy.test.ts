import { describe, expect, it } from 'vitest';
import { instanceOwnerOnlyMessage } from '../instance/instance.policy';
import { AppError } from '../../http/app-error';
import { authorize } from '../../http/authorize';
import {
  buildActor,
  decideAll,
  everyCaller,
  everySignedInCaller,
  writersOnly,
} from '../../testing/policy-roster';
import { feedContentPolicy, feedPolicy, notYourContentMessage, viewerShareMessage } from './feed.policy';

const instanceOwnerOnly = {
  ...everySignedInCaller,
  viewer: `403: ${instanceOwnerOnlyMessage}`,
  editor: `403: ${instanceOwnerOnlyMessage}`,
  owner: `403: ${instanceOwnerOnlyMessage}`,
} as const;

describe('feed policy', () => {
  it('lets anyone read, needs an account to act, keeps moderation to the instance owner', () => {
    expect(decideAll(feedPolicy)).toEqual({
      listFeed: everyCaller,
      readPost: everyCaller,
      viewPost: everyCaller,
      sharePost: everyCaller,
      listComments: everyCaller,
      listFollows: everyCaller,
      readMedia: everyCaller,
      readPostPage: everyCaller,
      watchFeed: everyCaller,
      likePost: everySignedInCaller,
      bookmarkPost: everySignedInCaller,
      comment: everySignedInCaller,
      likeComment: everySignedInCaller,
      follow: everySignedInCaller,
      report: everySignedInCaller,
      listMine: everySignedInCaller,
      deletePost: everySignedInCaller,
      deleteComment: everySignedInCaller,
      shareToFeed: writersOnly(viewerShareMessage),
      listReports: instanceOwnerOnly,
      resolveReport: instanceOwnerOnly,
      setAuthorFlags: instanceOwnerOnly,
      listAuthors: instanceOwnerOnly,
    });
  });

  it('lets only the author or the instance owner remove content', () => {
    const author = buildActor({ userId: 'author' });
    const stranger = buildActor({ userId: 'stranger', role: 'owner' });
    const instanceOwner = buildActor({ userId: 'boss', isInstanceOwner: true, role: 'viewer' });
    const content = { authorId: 'author' };
    expect(authorize(author, feedContentPolicy.removeContent, content)).toBe(author);
    expect(authorize(instanceOwner, feedContentPolicy.removeContent, content)).toBe(instanceOwner);
    expect(() => authorize(stranger, feedContentPolicy.removeContent, content)).toThrow(
      new AppError('forbidden', notYourContentMessage),
    );
    expect(() => authorize(stranger, feedContentPolicy.removeContent, { authorId: null })).toThrow(AppError);
  });
});
