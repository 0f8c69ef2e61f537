import {
  checkPublishMedia,
  mediaFormatRules,
  publishingRules,
  type PlatformId,
} from '../../../shared/domain/platforms';
import type { MediaStorage } from '../../integrations/storage/storage';
import type { PlatformRegistry } from '../../integrations/platforms/registry';
import {
  PlatformAuthError,
  type AccountCredentials,
  type PlatformAdapter,
  type PlatformPost,
  type PublishMedia,
} from '../../integrations/platforms/types';
import type { MediaStore } from '../media/media.store';
import type { ConnectedDestinations, PublishDestination } from '../posts/posts.destinations';
import { PublishOutcomeUnknownError, PublishRejectedError } from '../posts/posts.publish-outcomes';
import type { PostRecordRow } from '../posts/posts.store';
import type { MediaConverter } from './platforms.media-convert';
import { destinationIdOf } from './platforms.presenter';
import type { MediaLinks } from './platforms.media-links';
import type { PlatformsStore } from './platforms.store';
import { ConnectionGoneError, TokenRefreshUnansweredError, withConnectionAccess } from './platforms.access';
import { ReconnectNeededError, type ConnectionTokens } from './platforms.tokens';

/** A post to an account that must connect again first (its card says 'Reconnect needed'). */
export const reconnectNeededMessage =
  'The platform account needs to be reconnected in Settings › Platforms before this post can go out.';
/** The post's media is a format or size the platform does not take. */
export const mediaNotAcceptedMessage = 'The platform does not accept this post’s media (format or size).';

/**
 * Each connected account of a workspace as a publish destination (`<platform>:<connection id>`), publishing
 * through its platform's adapter with a fresh access token (platforms.access: a 401 refreshes once and tries
 * again; a refusal of the refresh turns the account to 'reconnect_needed' and fails the post with a clear message).
 * Reconciliation asks the adapter's findPublished with the post and its attempt's start.
 */
export function createConnectedDestinations(deps: {
  store: PlatformsStore;
  tokens: ConnectionTokens;
  registry: PlatformRegistry;
  media: Pick<MediaStore, 'find'>;
  storage: Pick<MediaStorage, 'get'>;
  /** Converts the media to what each platform takes (absent: sent as stored). */
  converter?: MediaConverter;
  mediaLinks: Pick<MediaLinks, 'urlFor'>;
  clock: () => Date;
}): ConnectedDestinations {
  async function postOf(post: PostRecordRow, platform: PlatformId): Promise<PlatformPost> {
    const assetId = post.videoAssetId ?? post.thumbnailAssetId;
    const asset = assetId ? await deps.media.find(post.workspaceId, assetId) : undefined;
    const rules = publishingRules[platform];
    if (!asset || !rules) return { text: post.content, media: [] };
    // A video-only platform gets an image post without the image: its adapter refuses it in its own words.
    if (rules.maxImages === 0 && !rules.videoTypes.includes(asset.contentType))
      return { text: post.content, media: [] };
    const stored: PublishMedia = {
      contentType: asset.contentType,
      size: asset.size,
      ...(asset.durationSeconds != null ? { durationSeconds: asset.durationSeconds } : {}),
      read: () => deps.storage.get(asset.storageKey),
    };
    let media = stored;
    if (deps.converter) {
      try {
        media = await deps.converter.convert(stored, { formats: mediaFormatRules[platform], rules });
      } catch (error) {
        if (error instanceof PublishRejectedError) throw error;
        throw new PublishRejectedError(mediaNotAcceptedMessage);
      }
    }
    if (checkPublishMedia(rules, media)) throw new PublishRejectedError(mediaNotAcceptedMessage);
    // A platform that fetches the file itself (Instagram) gets a signed link; a converted file is served
    // converted the same way for that platform.
    const link = () => deps.mediaLinks.urlFor(post.workspaceId, asset.id);
    const publicUrl = media === stored ? link : () => `${link()}?for=${platform}`;
    return { text: post.content, media: [{ ...media, publicUrl }] };
  }

  function destinationOf(
    workspaceId: string,
    connectionId: string,
    adapter: PlatformAdapter,
  ): PublishDestination {
    /** withConnectionAccess with its outcomes as the publish job's errors. */
    async function withAccess<T>(call: (credentials: AccountCredentials) => Promise<T>): Promise<T> {
      try {
        return await withConnectionAccess(deps.tokens, workspaceId, connectionId, call);
      } catch (error) {
        if (
          error instanceof ReconnectNeededError ||
          error instanceof ConnectionGoneError ||
          error instanceof PlatformAuthError
        )
          throw new PublishRejectedError(reconnectNeededMessage);
        if (error instanceof TokenRefreshUnansweredError)
          throw new PublishOutcomeUnknownError(`${adapter.platform}: token refresh did not answer`);
        throw error;
      }
    }

    return {
      id: destinationIdOf({ platform: adapter.platform, id: connectionId }),
      async publish(post) {
        const content = await postOf(post, adapter.platform);
        return withAccess((credentials) => adapter.publish(credentials, content, deps.clock()));
      },
      async findPublished(_key, lookup) {
        if (!lookup) throw new PublishOutcomeUnknownError(`${adapter.platform}: lookup needs the post`);
        const content = { text: lookup.post.content, media: [] };
        return withAccess((credentials) =>
          adapter.findPublished(credentials, content, lookup.attemptStartedAt),
        );
      },
    };
  }

  return {
    async listIds(workspaceId) {
      const rows = await deps.store.listConnections(workspaceId);
      return rows.filter((row) => deps.registry.find(row.platform)).map(destinationIdOf);
    },
    async find(workspaceId, destinationId) {
      const [platform, connectionId] = destinationId.split(':');
      const adapter = platform ? deps.registry.find(platform) : undefined;
      if (!adapter || !connectionId) return undefined;
      const row = await deps.store.findConnection(workspaceId, connectionId);
      return row ? destinationOf(workspaceId, row.id, adapter) : undefined;
    },
  };
}
