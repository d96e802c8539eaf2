import { TOASTS } from '@contract/messages';
import type { CoffeeReadingRequest } from '@contract/reading';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { toast } from '@/components/ui/use-toast';
import { api } from '@/lib/api';
import { browserLocale } from '@/lib/browser-locale';
import { endpoints } from '@/lib/endpoints';
import { playBell } from '@/lib/sounds';
import { READING_QUERY_KEY } from './reading-query';

/** The results open 1 second after the reading arrives. */
const RESULTS_DELAY_MS = 1000;

/**
 * Generates a reading: on success it is cached as the latest reading, the bell rings and, a second
 * after generation ends, /reading-results replaces this screen in history. onFailed lets the
 * swirl screen start over.
 */
export function useCreateReading(onFailed: () => void) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [arrived, setArrived] = useState(false);

  const mutation = useMutation({
    mutationFn: (body: CoffeeReadingRequest) => api(endpoints.createReading, { ...body, ...browserLocale() }),
    onSuccess: (reading) => {
      queryClient.setQueryData(READING_QUERY_KEY, reading);
      void queryClient.invalidateQueries({ queryKey: [endpoints.listReadings.path] });
      // A care answer (no cup) is not a fortune to celebrate.
      if (reading.symbols.length > 0) playBell();
      setArrived(true);
    },
    onError: () => {
      toast({
        ...TOASTS.readingFailed,
        variant: 'destructive',
      });
      onFailed();
    },
  });

  const settled = arrived && !mutation.isPending;
  useEffect(() => {
    if (!settled) return;
    const timer = setTimeout(() => navigate('/reading-results', { replace: true }), RESULTS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [settled, navigate]);

  return { generate: mutation.mutate, isGenerating: mutation.isPending, arrived };
}
