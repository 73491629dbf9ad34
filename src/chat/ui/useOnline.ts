/** Whether the browser says it is online (`navigator.onLine`, its online and offline events). */
import { useSyncExternalStore } from 'react';

function subscribe(notify: () => void): () => void {
  window.addEventListener('online', notify);
  window.addEventListener('offline', notify);
  return () => {
    window.removeEventListener('online', notify);
    window.removeEventListener('offline', notify);
  };
}

export const useOnline = (): boolean => useSyncExternalStore(subscribe, () => navigator.onLine);
