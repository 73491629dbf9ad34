/**
 * Whether the user can see the panel: its element is open (`open`, which the panel's styles show)
 * and the page is visible. A closed panel is `display: none`, where every scroll distance reads 0,
 * so nothing may be counted as seen from the layout alone.
 */
import { useCallback, useSyncExternalStore } from 'react';
import { useElement } from '../../ui/element-context';

export function usePanelShown(): boolean {
  const { host } = useElement();
  const subscribe = useCallback(
    (notify: () => void) => {
      const observer = new MutationObserver(notify);
      observer.observe(host, { attributes: true, attributeFilter: ['open'] });
      document.addEventListener('visibilitychange', notify);
      return () => {
        observer.disconnect();
        document.removeEventListener('visibilitychange', notify);
      };
    },
    [host],
  );
  return useSyncExternalStore(subscribe, () => host.hasAttribute('open') && document.visibilityState === 'visible');
}
