import type { CompatibilityRequest } from '@contract/natal';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { ApiError, api } from '@/lib/api';
import { endpoints } from '@/lib/endpoints';
import { t } from '@/lib/i18n';
import { birthKey } from './compatibility-form';

/**
 * Asks for a compatibility reading. A 409 for a birth time the clocks changed over becomes the
 * form's question (for that birth); any other 409 (the member's own chart is not ready) is kept to
 * show beside the form; the rest is a toast with the server's words.
 */
export function useCompatibility() {
  const [foldQuestion, setFoldQuestion] = useState<{ key: string; message: string } | null>(null);
  const [notReady, setNotReady] = useState<string | null>(null);
  const reading = useMutation({
    mutationFn: (request: CompatibilityRequest) => api(endpoints.compatibility, request),
    onMutate: () => setNotReady(null),
    onSuccess: () => setFoldQuestion(null),
    onError: (error, request) => {
      if (error instanceof ApiError && error.code === 'BIRTH_TIME_FOLD') {
        setFoldQuestion({ key: birthKey(request), message: error.message });
        return;
      }
      if (error instanceof ApiError && error.status === 409) {
        setNotReady(error.message);
        return;
      }
      toast({ title: t('natal.failed'), description: error.message, variant: 'destructive' });
    },
  });
  return { reading, foldQuestion, notReady };
}
