import { describe, expect, it } from 'vitest';
import { isOfflineVideo } from './posts.service';

const video = { mediaType: 'video', videoAssetId: 'asset-1', videoStatus: 'ready', isUploadedVideo: false };
const offlineRun = { videoProvider: { label: 'Postforge offline video', isOffline: true } };
const remoteRun = { videoProvider: { label: 'Kling', isOffline: false } };

describe('isOfflineVideo (the Offline label a stored post keeps from its generated post)', () => {
  it('labels a clip of a run whose video provider was offline, and a fallback clip', () => {
    expect(isOfflineVideo({ post: video, runSummary: offlineRun })).toBe(true);
    expect(isOfflineVideo({ post: { ...video, videoStatus: 'fallback' }, runSummary: remoteRun })).toBe(true);
  });

  it('does not label a remote provider’s clip, the user’s own video, an image post or a run without summary', () => {
    expect(isOfflineVideo({ post: video, runSummary: remoteRun })).toBe(false);
    expect(isOfflineVideo({ post: { ...video, isUploadedVideo: true }, runSummary: offlineRun })).toBe(false);
    expect(isOfflineVideo({ post: { ...video, mediaType: 'image' }, runSummary: offlineRun })).toBe(false);
    expect(isOfflineVideo({ post: { ...video, videoAssetId: null }, runSummary: offlineRun })).toBe(false);
    expect(isOfflineVideo({ post: video, runSummary: null })).toBe(false);
  });
});
