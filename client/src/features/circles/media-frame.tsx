import { cn } from '@/components/ui/cn';

/** Images sit in a 3:2 frame and videos in 16:9, so the page never moves while they load. */
const FRAME = { image: 'aspect-[3/2]', video: 'aspect-video' } as const;
const DEFAULT_SIZE = { image: [1200, 800], video: [1280, 720] } as const;

interface FramedMedia {
  type: 'image' | 'video';
  url: string;
  width?: number | null;
  height?: number | null;
}

/** One photo or video in its fixed frame, cropped to fill it. */
export function MediaFrame({ media, alt, className }: { media: FramedMedia; alt: string; className?: string }) {
  const [width, height] = [media.width ?? DEFAULT_SIZE[media.type][0], media.height ?? DEFAULT_SIZE[media.type][1]];
  return (
    <div className={cn('overflow-hidden rounded-xl bg-muted', FRAME[media.type], className)}>
      {media.type === 'image' ? (
        <img
          src={media.url}
          alt={alt}
          width={width}
          height={height}
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
        />
      ) : (
        // biome-ignore lint/a11y/useMediaCaption: members' own clips come without captions
        <video
          src={media.url}
          aria-label={alt}
          width={width}
          height={height}
          controls
          playsInline
          preload="metadata"
          className="size-full bg-black object-cover"
        />
      )}
    </div>
  );
}
