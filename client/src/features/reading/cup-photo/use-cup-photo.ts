import { CUP_PHOTO_MAX_BYTES, CUP_PHOTO_MESSAGES, type CupPhoto } from '@contract/cup-photos';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ApiError, api } from '@/lib/api';
import { endpoints } from '@/lib/endpoints';
import type { MessageId } from '@/lib/i18n';

/** What the member reads when the upload failed for no reason of hers (a 5xx): a key of the reading's catalog. */
export const CUP_PHOTO_FAILED: MessageId = 'reading.cupPhoto.failed';

/** The photo the member chose, shown from her own device while Telve reads it. */
interface Chosen {
  file: File;
  src: string;
}

/**
 * A photo of the member's cup: chosen, sent to be read (POST /api/cup-photos), and what Telve saw.
 * A corrected handle sends the same file again with `handleAngle`: the API reads a photo only as
 * it arrives, and the handle decides the zones, so the reader must see it again. The refusals
 * (413, 415, 422, 429, 503) keep their server's words; the screen stays usable to try again.
 */
export function useCupPhoto() {
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [photo, setPhoto] = useState<CupPhoto | null>(null);
  /** Why the photo was not read: the server's words (the contract's English) or a key of ours, shown by `say`. */
  const [refusal, setRefusal] = useState<string | null>(null);
  const latest = useRef(0);

  useEffect(() => () => void (chosen && URL.revokeObjectURL(chosen.src)), [chosen]);

  const upload = useMutation({
    mutationFn: ({ file, handleAngle }: { file: File; handleAngle?: number; attempt: number }) => {
      const form = new FormData();
      form.append('photo', file);
      if (handleAngle !== undefined) form.append('handleAngle', String(handleAngle));
      return api(endpoints.uploadCupPhoto, form);
    },
    onSuccess: (seen, { attempt }) => {
      if (attempt !== latest.current) return;
      setPhoto(seen);
    },
    onError: (error, { attempt }) => {
      if (attempt !== latest.current) return;
      // Telve's own words for a refusal (4xx), a full queue (503) or no connection; a fault of
      // the server's gets a kind line of ours.
      const said = error instanceof ApiError && (error.status < 500 || error.status === 503);
      setRefusal(said ? error.message : CUP_PHOTO_FAILED);
    },
  });

  /** A new photo: what the last one showed is forgotten. Too large is said at once, nothing sent. */
  const choose = (file: File) => {
    latest.current += 1;
    setPhoto(null);
    setRefusal(null);
    setChosen(null);
    if (file.size > CUP_PHOTO_MAX_BYTES) {
      setRefusal(CUP_PHOTO_MESSAGES.tooLarge);
      return;
    }
    setChosen({ file, src: URL.createObjectURL(file) });
    upload.mutate({ file, attempt: latest.current });
  };

  /** Reads the same photo again with the handle where the member put it. */
  const correctHandle = (handleAngle: number) => {
    if (!chosen) return;
    latest.current += 1;
    setRefusal(null);
    upload.mutate({ file: chosen.file, handleAngle, attempt: latest.current });
  };

  /** Back to no photo: the reading is made from the swirl alone. */
  const clear = () => {
    latest.current += 1;
    setChosen(null);
    setPhoto(null);
    setRefusal(null);
    upload.reset();
  };

  const reading = upload.isPending;
  return { src: chosen?.src ?? null, photo, refusal, reading, choose, correctHandle, clear };
}
