/**
 * History routing reads the page's URL under `base-path`. An element that renders first on a
 * page outside it (at /support with base-path left at /help-centre) was set up wrongly: every
 * route would be 'not found'. That is loud (DESIGN.md: one console error and a fin-error naming the
 * attribute and the fix) and the element shows the message instead of a page. Leaving the base
 * path after having been inside it (a host link, Back) is the host app moving on (§4.9 clears the
 * chat context then), not a mistake; coming into it later shows the page.
 */
import { useEffect, useRef, useState } from 'react';
import { consoleLogger } from '../../shared/logger';
import { useElement } from '../../ui/element-context';
import { isOutsideBase } from '../core/routes';

export function outsideBasePathMessage(base: string, pathname: string): string {
  return `<fin-help-centre> attribute "base-path" is "${base}", but the page is at "${pathname}", outside it: set base-path to the path the help centre lives under (such as base-path="${pathname}"), or routing="memory" to keep its routes off the page's URL.`;
}

/** The misconfiguration's message while the element has not yet been inside its base path, else undefined. */
export function useBasePathCheck(location: string, base: string): string | undefined {
  const { emit } = useElement();
  const [outside, setOutside] = useState(() => isOutsideBase(location));
  const message = outside ? outsideBasePathMessage(base, window.location.pathname) : undefined;
  const reported = useRef(false);
  useEffect(() => {
    if (!isOutsideBase(location)) setOutside(false);
  }, [location]);
  useEffect(() => {
    if (!message || reported.current) return;
    reported.current = true;
    consoleLogger.error(message);
    emit('fin-error', { code: 'invalid_attribute', message });
  }, [message, emit]);
  return message;
}
