import type { VariationId } from '../../../../../shared/domain/platforms';
import { VideoReelsPanel } from '../reels/VideoReelsPanel';
import type { ReelsClip } from '../reels/reels-types';
import { VariationsPicker } from './VariationsPicker';

/** The Video Reels tab: the recorder/uploader, then (once a clip exists) the variations picker (max 3). */
export function ReelsTab({
  clip,
  onClipChange,
  variations,
  onVariationsChange,
  disabled,
}: {
  clip: ReelsClip | null;
  onClipChange: (clip: ReelsClip | null) => void;
  variations: VariationId[];
  onVariationsChange: (variations: VariationId[]) => void;
  disabled?: boolean;
}) {
  return (
    <div className="flex flex-col gap-6">
      <VideoReelsPanel value={clip} onChange={onClipChange} />
      {clip && (
        <div className="rounded-lg border bg-card p-4">
          <VariationsPicker value={variations} onChange={onVariationsChange} disabled={disabled} />
        </div>
      )}
    </div>
  );
}
