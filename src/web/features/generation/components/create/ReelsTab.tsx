import type { GenerationPlatformId, VariationId } from '../../../../../shared/domain/platforms';
import { VideoReelsPanel } from '../reels/VideoReelsPanel';
import type { ReelsClip } from '../reels/reels-types';
import { VariationsPicker } from './VariationsPicker';

/** The Video Reels tab: the recorder/uploader, then (once a clip exists) the variations picker (max 3). */
export function ReelsTab({
  clip,
  onClipChange,
  variations,
  onVariationsChange,
  platform,
  disabled,
}: {
  clip: ReelsClip | null;
  onClipChange: (clip: ReelsClip | null) => void;
  variations: VariationId[];
  onVariationsChange: (variations: VariationId[]) => void;
  /** The platform a recorded clip is for (the first one chosen). */
  platform?: GenerationPlatformId | undefined;
  disabled?: boolean;
}) {
  return (
    <div className="flex flex-col gap-6">
      <VideoReelsPanel value={clip} onChange={onClipChange} {...(platform ? { platform } : {})} />
      {clip && (
        <div className="rounded-lg border bg-card p-4">
          <VariationsPicker value={variations} onChange={onVariationsChange} disabled={disabled} />
        </div>
      )}
    </div>
  );
}
