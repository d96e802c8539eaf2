import type { CupShape } from '@contract/cup-photos';
import { type ReactNode, useState } from 'react';
import { cn } from '@/components/ui/cn';
import { useT } from '@/lib/i18n';
import { handlePoint, type PhotoPoint } from './photo-geometry';

type Box = CupShape['box'];

/** One shape drawn over the photo: its box and its name. */
export interface Outline {
  key: string;
  name: string;
  box: Box;
}

interface PhotoWithShapesProps {
  src: string;
  alt: string;
  outlines: Outline[];
  /** The handle's mark (and a pending one the member tapped), when the cup is known. */
  handle?: { cup: { x: number; y: number; r: number }; angle: number; pending?: number };
  /** Each outline as a button (the results); otherwise a drawn label. */
  onShape?: (key: string) => void;
  selected?: string | null;
  /** A tap on the photo itself, at fractions of its width and height, with its aspect (the preview). */
  onPhotoTap?: (point: PhotoPoint, aspect: number) => void;
  photoTapLabel?: string;
  /** The photo could not be shown (no longer kept). */
  onMissing?: () => void;
  children?: ReactNode;
}

const boxStyle = (box: Box) => ({
  left: `${box.x * 100}%`,
  top: `${box.y * 100}%`,
  width: `${box.w * 100}%`,
  height: `${box.h * 100}%`,
});

/**
 * The member's photo with what Telve saw outlined and named. Its square box is reserved before the
 * photo loads, so nothing below moves; the photo sits inside it at its own aspect ratio.
 */
export function PhotoWithShapes({
  src,
  alt,
  outlines,
  handle,
  onShape,
  selected,
  onPhotoTap,
  photoTapLabel,
  onMissing,
  children,
}: PhotoWithShapesProps) {
  const say = useT();
  const [aspect, setAspect] = useState<number | null>(null);
  const frame = aspect === null ? 'size-full' : aspect >= 1 ? 'w-full' : 'h-full';

  const tap = (event: React.MouseEvent<HTMLButtonElement>) => {
    if (!onPhotoTap || aspect === null) return;
    const rect = event.currentTarget.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) return;
    onPhotoTap({ x: (event.clientX - rect.left) / rect.width, y: (event.clientY - rect.top) / rect.height }, aspect);
  };

  return (
    <div className="relative grid aspect-square w-full place-items-center overflow-hidden rounded-2xl bg-secondary/50">
      <div className={cn('relative', frame)} style={aspect === null ? undefined : { aspectRatio: aspect }}>
        <img
          src={src}
          alt={alt}
          className="absolute inset-0 size-full object-contain"
          onLoad={(event) => {
            const { naturalWidth: w, naturalHeight: h } = event.currentTarget;
            if (w > 0 && h > 0) setAspect(w / h);
          }}
          onError={onMissing}
        />
        {aspect !== null && (
          <>
            {onPhotoTap && (
              <button
                type="button"
                aria-label={photoTapLabel}
                className="absolute inset-0 size-full cursor-crosshair rounded-none focus-visible:outline-3 focus-visible:outline-accent"
                onClick={tap}
              />
            )}
            {outlines.map((outline) =>
              onShape ? (
                <button
                  key={outline.key}
                  type="button"
                  aria-label={say('reading.shape.meaning', { name: outline.name })}
                  aria-pressed={selected === outline.key}
                  onClick={() => onShape(outline.key)}
                  className={cn(
                    'absolute min-h-6 min-w-6 rounded-md border-2 border-accent shadow-[0_0_0_1px_rgb(0_0_0/0.45)] transition-colors focus-visible:outline-3 focus-visible:outline-accent',
                    selected === outline.key ? 'bg-accent/40' : 'bg-transparent hover:bg-accent/20',
                  )}
                  style={boxStyle(outline.box)}
                />
              ) : (
                <div
                  key={outline.key}
                  aria-hidden
                  className="pointer-events-none absolute rounded-md border-2 border-accent shadow-[0_0_0_1px_rgb(0_0_0/0.45)]"
                  style={boxStyle(outline.box)}
                >
                  <span className="absolute top-full left-0 mt-0.5 whitespace-nowrap rounded bg-black/75 px-1 text-xs text-white">
                    {outline.name}
                  </span>
                </div>
              ),
            )}
            {handle && <HandleMark point={handlePoint(handle.cup, handle.angle, aspect)} />}
            {handle?.pending !== undefined && (
              <HandleMark point={handlePoint(handle.cup, handle.pending, aspect)} pending />
            )}
          </>
        )}
      </div>
      {children}
    </div>
  );
}

function HandleMark({ point, pending = false }: { point: PhotoPoint; pending?: boolean }) {
  const say = useT();
  return (
    <span
      aria-hidden
      data-testid={pending ? 'handle-pending' : 'handle-mark'}
      className={cn(
        'pointer-events-none absolute grid size-7 -translate-x-1/2 -translate-y-1/2 place-items-center rounded-full border-2 text-[0.6rem] font-semibold',
        pending
          ? 'border-dashed border-white bg-accent text-accent-foreground'
          : 'border-white bg-black/75 text-white shadow-soft',
      )}
      style={{ left: `${point.x * 100}%`, top: `${point.y * 100}%` }}
    >
      {pending ? '?' : say('reading.cupPhoto.handleLetter')}
    </span>
  );
}
