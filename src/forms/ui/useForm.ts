/** The one hook between <fin-form>'s view and its engine. */
import { useEffect, useMemo, useRef } from 'react';
import { systemClock } from '../../shared/clock';
import { userHeaders } from '../../shared/helpcentre/client';
import { withDeviceId } from '../../shared/helpcentre/lazy-device';
import { createHttpClient } from '../../shared/http';
import { consoleLogger } from '../../shared/logger';
import { createStorage, localBackup } from '../../shared/storage';
import { reportUsage } from '../../shared/usage';
import { useElement } from '../../ui/element-context';
import { openLink } from '../../ui/links';
import { useCore, useSelector } from '../../ui/useCore';
import { useLatest } from '../../ui/useLatest';
import { DRAFT_NAMESPACE } from '../constants';
import { addressCheck } from '../core/address/check';
import { createDraftStore } from '../core/draft';
import { createFormEngine } from '../core/engine';
import { createEarlyLoads } from '../core/flow/load';
import type { EarlyLoads } from '../core/flow/load';
import type { FormEngine, FormState } from '../core/engine';
import { createServerHost, hostFromAdapter } from '../core/host';
import type { FormAdapter, FormHost } from '../core/host';
import type { FormTranslate } from '../strings';
import type { PickerCaches } from './form-context';
import { formItems, formLazyItems } from './items';

export interface UseFormOptions {
  flowId: string;
  widgetMode: boolean;
  /** §6: the host's device fingerprint (else the SDK's stored device id) and the signed-in user's registered identity. */
  identity: { deviceId?: string | undefined; registeredIdentityId?: string | undefined };
  adapter?: FormAdapter | undefined;
  /** Query string passed through to the load call. */
  query: string;
  /** The view root's translator (src/forms/ui/strings.tsx). */
  t: FormTranslate;
}

/** `leave`: how the full-page app leaves the flow on Back from its first view (the page's history; usePageHistory sets it). */
export type FormSetup =
  | { engine: FormEngine; host: FormHost; pickers: PickerCaches; leave: { current: () => void }; error?: undefined }
  | { engine?: undefined; host?: undefined; pickers?: undefined; leave?: undefined; error: Error };

/** What belongs to the element with its host: the flow request its engines share, the pickers' caches. */
type Hosted = { host: FormHost; earlyLoads: EarlyLoads; pickers: PickerCaches; error?: undefined } | { host?: undefined; error: Error };

const hostedBy = (host: FormHost): Hosted => ({ host, earlyLoads: createEarlyLoads(), pickers: { starts: new Map() } });

const hasCamera = async (): Promise<boolean> => {
  const devices = await navigator.mediaDevices?.enumerateDevices?.();
  return Boolean(devices?.some((device) => device.kind === 'videoinput'));
};

export function useFormEngine({ flowId, widgetMode, identity, adapter, query, t }: UseFormOptions): FormSetup {
  const { config, emit } = useElement();
  const emitRef = useRef(emit);
  emitRef.current = emit;
  const who = useLatest(identity);
  const leave = useRef(() => window.history.back());
  // Making a host does no work (no request, no listener), so a memo is enough for it.
  const hosted = useMemo<Hosted>(() => {
    try {
      if (adapter) return hostedBy(hostFromAdapter(adapter));
      // §6, as the help-centre client: the device id and the registered identity as headers, read per
      // call (a sign-in applies at once), credentials included. Without a device-id attribute the
      // SDK's stored id is read first (a promise the first time).
      const headers = () => {
        const known = withDeviceId(who.current);
        return known instanceof Promise ? known.then(userHeaders) : userHeaders(known);
      };
      return hostedBy(createServerHost(createHttpClient({ baseUrl: config.apiBase, credentials: 'include', headers }), config.locale, headers));
    } catch (error) {
      return { error: error as Error };
    }
  }, [adapter, config.apiBase, config.locale, who]);
  const { host } = hosted;
  // The engine runs when the view subscribes and stops when it leaves (its store's lifecycle), but
  // its flow request starts as it is made (preload), not after the first commit: the request
  // overlaps this render. The engines made for one host share that request through the element's
  // earlyLoads (StrictMode's second render, a render React throws away), and a request nobody
  // takes is one GET, answered and dropped.
  const [, engine] = useCore(
    () => {
      const made =
        host &&
        createFormEngine({
          flowId,
          query,
          host,
          earlyLoads: hosted.earlyLoads,
          widgetMode,
          clock: systemClock,
          drafts: createDraftStore(createStorage({ namespace: DRAFT_NAMESPACE }), localBackup()),
          items: formItems,
          lazyItems: formLazyItems,
          continueChecks: [addressCheck(t)],
          logger: consoleLogger,
          t,
          effects: {
            navigate: (url, newTab) => openLink(url, (detail) => emitRef.current('fin-error', detail), newTab),
            hasCamera,
            complete: (detail) => emitRef.current('fin-form-complete', detail),
            back(detail) {
              const proceed = emitRef.current('fin-form-back', detail);
              // The full-page app's external back handler is the browser's own history.
              if (proceed && !widgetMode && detail.reason === 'back') leave.current();
              return proceed;
            },
            error: (detail) => void emitRef.current('fin-form-error', detail),
            viewEntered(view) {
              emitRef.current('fin-form-view', { flowId, viewId: view.id, type: view.type });
              reportUsage({ screen: view.id, action: 'view', section: view.type, context: { flowId } });
            },
          },
        });
      made?.preload();
      return made;
    },
    [hosted, flowId, query, widgetMode, t],
    noSlice,
  );

  useEffect(() => {
    if (!engine) return undefined;
    // The page may be closed any moment after a keystroke: write the draft when it is hidden.
    const flush = () => void engine.flush();
    const onVisibility = () => document.visibilityState === 'hidden' && flush();
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [engine]);
  return engine && hosted.host ? { engine, host: hosted.host, pickers: hosted.pickers, leave } : { error: hosted.error as Error };
}

/** The form component re-renders on slices it reads itself (useFormSelector), not on every change. */
const noSlice = () => null;

/** A slice of the engine's state; the component re-renders only when the slice changes. */
export function useFormSelector<T>(engine: FormEngine, selector: (state: FormState) => T): T {
  return useSelector(engine, selector);
}
