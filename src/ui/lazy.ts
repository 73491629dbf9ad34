/**
 * React.lazy that can be asked again. React.lazy keeps a failed load for ever, so a chunk that
 * failed once (a network blip, a deploy) would stay broken until the page reloads. Here a failed
 * view is renewed once a RenderBoundary has shown the failure (renewFailedViews, called when the
 * boundary commits its fallback): its Retry, or the view mounting again, then loads it again.
 * Renewing any earlier would load again while React is still rendering the failure, and loop on a
 * chunk that keeps failing. Pass a load memoised with `once` (src/shared/once.ts), and, when the
 * chunk may have come before the view first renders, `ready`: the component if it is there now.
 */
import { createElement, lazy, useEffect, useState } from 'react';
import type { ComponentType } from 'react';
import { consoleLogger } from '../shared/logger';
import { useLatest } from './useLatest';

const failed = new Set<() => void>();

export function lazyView<P extends object>(load: () => Promise<ComponentType<P>>, ready?: () => ComponentType<P> | undefined): ComponentType<P> {
  const make = () =>
    lazy(() => {
      const component = ready?.();
      // Its chunk came already (started beside other work): a thenable that answers at once, so
      // React renders the view without suspending. A Suspense fallback would hold it back: React
      // commits what replaces a fallback no sooner than 300 ms after the fallback showed.
      if (component) return { then: (resolve: (module: { default: ComponentType<P> }) => void) => resolve({ default: component }) } as Promise<{ default: ComponentType<P> }>;
      return load().then(
        (loaded) => ({ default: loaded }),
        (error: unknown) => {
          failed.add(renew);
          throw error;
        },
      );
    });
  const renew = () => void (View = make());
  let View = make();
  return (props) => createElement(View, props);
}

/** Every lazy view whose load failed loads again the next time it renders. */
export function renewFailedViews(): void {
  for (const renew of failed) renew();
  failed.clear();
}

/**
 * A module a view needs only once something is open (the modal family, the floating layer): the
 * module once it is in, asked for while `wanted`, through `load` (memoised with `once`); `current`
 * gives it at once when it came already. A failure is logged (`what` names it) and `onFailure`
 * runs; the next want asks again.
 */
export function useLazyModule<M>(load: () => Promise<M>, current: () => M | undefined, wanted: boolean, what: string, onFailure?: () => void): M | undefined {
  const [module, setModule] = useState(current);
  const failed = useLatest(onFailure);
  useEffect(() => {
    if (!wanted || module) return undefined;
    let live = true;
    load().then(
      (loaded) => {
        if (live) setModule(() => loaded);
      },
      (error: unknown) => {
        consoleLogger.error(`could not load ${what}`, error);
        if (live) failed.current?.();
      },
    );
    return () => {
      live = false;
    };
  }, [wanted, module, load, what, failed]);
  return module;
}
