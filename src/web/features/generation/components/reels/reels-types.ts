/**
 * The clip of the Video Reels tab once uploaded and transcribed: `assetId` names the uploaded asset (the run's
 * recordedAssetId), `transcript` is what the user kept (editable), `durationSeconds` the clip length in seconds
 * (0 when unknown), `previewUrl` a same-origin URL the video element can play.
 */
export interface ReelsClip {
  assetId: string;
  transcript: string;
  durationSeconds: number;
  previewUrl: string;
}
