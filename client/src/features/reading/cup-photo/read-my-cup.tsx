import { Camera, ImageUp, Loader2, RotateCcw, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { type MessageId, useT } from '@/lib/i18n';
import { CupPhotoGuide } from './cup-photo-guide';
import { angleOf, clockHour } from './photo-geometry';
import { PhotoWithShapes } from './photo-with-shapes';
import { nameOfShape } from './shape-names';
import type { useCupPhoto } from './use-cup-photo';

type CupPhotoState = ReturnType<typeof useCupPhoto>;

/** The home screen's 'Read my cup' shortcut opens the swirl at this card, its guide open. */
export const READ_MY_CUP_HASH = '#read-my-cup';

const CLOCK_ANGLES = Array.from({ length: 12 }, (_, i) => ((i + 1) % 12) * 30);

/**
 * 'Read my cup': beside the swirl, the member may photograph her own cup. A short guide first, then
 * the camera (or the gallery on a computer); while Telve reads it, the photo shows with a note; then
 * what Telve saw, each shape outlined and named and the handle marked, which she can move by tapping
 * the rim (or choosing a clock position) and having the photo read again. The swirl then reads it.
 */
export function ReadMyCup({ cup, disabled }: { cup: CupPhotoState; disabled: boolean }) {
  const say = useT();
  const clock = (angle: number) => say('reading.cupPhoto.clock', { hour: clockHour(angle) });
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState<number | undefined>();
  const input = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const clockId = useId();
  const { src, photo, refusal, reading } = cup;
  const card = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (window.location.hash !== READ_MY_CUP_HASH) return;
    setOpen(true);
    card.current?.scrollIntoView({ block: 'start' });
  }, []);

  const pick = () => input.current?.click();
  const onPick = (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setPending(undefined);
    cup.choose(file);
  };
  const rereadWithHandle = () => {
    if (pending === undefined) return;
    cup.correctHandle(pending);
    setPending(undefined);
  };
  const close = () => {
    cup.clear();
    setPending(undefined);
    setOpen(false);
  };

  const outlines = (photo?.shapes ?? []).map((shape, index) => ({
    key: String(index),
    name: nameOfShape(shape, say),
    box: shape.box,
  }));

  return (
    <Card ref={card} id={READ_MY_CUP_HASH.slice(1)} aria-labelledby={headingId} role="region">
      <CardContent className="flex flex-col gap-4 pt-5 sm:pt-6">
        <div className="flex items-start justify-between gap-3">
          <div>
            <h2 id={headingId} className="font-display text-2xl font-semibold">
              {say('reading.cupPhoto.title')}
            </h2>
            <p className="text-sm text-muted-foreground">
              {photo ? say('reading.cupPhoto.willRead') : say('reading.cupPhoto.invite')}
            </p>
          </div>
          {(open || src || refusal) && (
            <Button
              variant="ghost"
              size="icon"
              aria-label={say('reading.cupPhoto.putAway')}
              disabled={disabled}
              onClick={close}
            >
              <X aria-hidden />
            </Button>
          )}
        </div>

        <input
          ref={input}
          type="file"
          accept="image/*"
          capture="environment"
          className="sr-only"
          tabIndex={-1}
          aria-label={say('reading.cupPhoto.input')}
          onChange={onPick}
        />

        {!open && !src && !refusal && (
          <Button variant="outline" disabled={disabled} onClick={() => setOpen(true)}>
            <Camera aria-hidden /> {say('reading.cupPhoto.title')}
          </Button>
        )}

        {open && !src && !refusal && (
          <>
            <CupPhotoGuide />
            <Button disabled={disabled} onClick={pick}>
              <Camera aria-hidden /> {say('reading.cupPhoto.take')}
            </Button>
          </>
        )}

        {src && (
          <PhotoWithShapes
            src={src}
            alt={photo ? say('reading.cupPhoto.seenAlt') : say('reading.yourCup')}
            outlines={reading ? [] : outlines}
            handle={photo && !reading ? { cup: photo.cup, angle: photo.handleAngle, pending } : undefined}
            onPhotoTap={
              photo && !reading && !disabled
                ? (point, aspect) => setPending(angleOf(photo.cup, point, aspect))
                : undefined
            }
            photoTapLabel={say('reading.cupPhoto.markHandle')}
          >
            {reading && (
              <div
                role="status"
                className="absolute inset-x-3 bottom-3 flex items-center justify-center gap-2 rounded-xl bg-black/75 px-3 py-2 text-sm text-white"
              >
                <Loader2 aria-hidden className="size-4 animate-spin-slow motion-reduce:animate-none" />
                {say('reading.cupPhoto.looking')}
              </div>
            )}
          </PhotoWithShapes>
        )}

        {refusal && (
          <div role="alert" className="flex flex-col gap-3 rounded-xl border border-border bg-secondary/50 p-4">
            {/* The server's words by their English (or a key of ours), in her language when the catalog holds them. */}
            <p>{say(refusal as MessageId)}</p>
            <Button variant="outline" disabled={disabled || reading} onClick={pick}>
              <ImageUp aria-hidden /> {say('reading.cupPhoto.tryAnother')}
            </Button>
          </div>
        )}

        {photo && !reading && (
          <>
            <div>
              <h3 className="font-medium">{say('reading.cupPhoto.saw')}</h3>
              <ul className="mt-1 flex flex-wrap gap-1.5 text-sm">
                {outlines.map((outline) => (
                  <li key={outline.key} className="rounded-full bg-secondary px-2.5 py-0.5">
                    {outline.name}
                  </li>
                ))}
              </ul>
              <p className="mt-2 text-sm text-muted-foreground">
                {say('reading.cupPhoto.handleMarked', { clock: clock(photo.handleAngle) })}
              </p>
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <label htmlFor={clockId} className="text-sm font-medium">
                {say('reading.cupPhoto.handleAt')}
              </label>
              <select
                id={clockId}
                className="h-10 rounded-lg border border-input bg-card px-2 text-sm"
                value={pending ?? ''}
                disabled={disabled}
                onChange={(event) => setPending(event.target.value === '' ? undefined : Number(event.target.value))}
              >
                <option value="">{say('reading.cupPhoto.asSeen', { clock: clock(photo.handleAngle) })}</option>
                {CLOCK_ANGLES.map((angle) => (
                  <option key={angle} value={angle}>
                    {clock(angle)}
                  </option>
                ))}
              </select>
            </div>
            {pending !== undefined && (
              <Button disabled={disabled} onClick={rereadWithHandle}>
                <RotateCcw aria-hidden /> {say('reading.cupPhoto.readAgain', { clock: clock(pending) })}
              </Button>
            )}
            <Button variant="ghost" className="self-center text-muted-foreground" disabled={disabled} onClick={pick}>
              <ImageUp aria-hidden /> {say('reading.cupPhoto.chooseAnother')}
            </Button>
          </>
        )}
      </CardContent>
    </Card>
  );
}
