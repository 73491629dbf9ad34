import { useEffect } from 'react';
import { pageSignOnClient } from '../browser/environment';
import { pageScriptsRan } from '../browser/page-ready';
import { createSsoButton } from '../core/button';
import type { SsoButton, SsoButtonCallbacks, SsoButtonSnapshot } from '../core/button';
import { useCore } from '../../ui/useCore';
import { useLatest } from '../../ui/useLatest';

/** One button core per element over the page's sign-on client; reads a redirect return when it starts, if `returnHere`. */
export function useSsoButton(callbacks: SsoButtonCallbacks, returnHere: boolean): [SsoButtonSnapshot, SsoButton] {
  const latest = useLatest(callbacks);
  const [snapshot, button] = useCore(
    () =>
      createSsoButton(
        pageSignOnClient(),
        {
          onResult: (result) => latest.current.onResult(result),
          onInvalid: (message) => latest.current.onInvalid(message),
        },
        returnHere,
        pageScriptsRan,
      ),
    [latest, returnHere],
  );
  useEffect(() => {
    // Back after a redirect sign-in restores this page from the bfcache with the button still busy.
    const onPageShow = (event: PageTransitionEvent) => event.persisted && button.restored();
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [button]);
  return [snapshot, button];
}
