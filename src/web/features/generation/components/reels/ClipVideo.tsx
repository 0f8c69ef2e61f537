import type { SyntheticEvent } from 'react';
import { cn } from '../../../../ui/cn';

/** Props of {@link ClipVideo}. */
export interface ClipVideoProps {
  src: string;
  /** Accessible name of the player, e.g. 'Recorded clip'. */
  label: string;
  className?: string;
}

/**
 * A playable clip with native controls. Browsers write MediaRecorder WebM files without a duration, so the
 * player would show no length and no seek bar: seeking far past the end once makes the browser compute it.
 */
export function ClipVideo({ src, label, className }: ClipVideoProps) {
  function handleLoadedMetadata(event: SyntheticEvent<HTMLVideoElement>) {
    const video = event.currentTarget;
    if (video.duration !== Infinity) return;
    const handleTimeUpdate = () => {
      video.removeEventListener('timeupdate', handleTimeUpdate);
      video.currentTime = 0;
    };
    video.addEventListener('timeupdate', handleTimeUpdate);
    video.currentTime = 1e101;
  }

  return (
    <video
      src={src}
      controls
      playsInline
      preload="metadata"
      aria-label={label}
      onLoadedMetadata={handleLoadedMetadata}
      className={cn('w-full bg-black object-contain', className)}
    />
  );
}
