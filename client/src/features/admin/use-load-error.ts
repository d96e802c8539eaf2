import { useEffect } from 'react';
import { notifyError } from './notify';

/** One 'Error' toast when a list fails to load. */
export function useLoadError(error: unknown, message: string): void {
  useEffect(() => {
    if (error) notifyError(message);
  }, [error, message]);
}
