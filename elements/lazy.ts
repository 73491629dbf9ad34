/**
 * An element defined before its view's code has loaded (the closed `<fin-chat>`): @r2wc/core
 * makes the element (shadow root, props, mount on connect, unmount on disconnect) with a renderer
 * that keeps each instance's props until the view's code is in, then mounts the view into the
 * same shadow root with them. Its attributes, properties and methods work from the start
 * (elements/element.ts). React-free: the view's module brings React.
 */
import r2wc from '@r2wc/core';
import type { R2WCRenderer } from '@r2wc/core';
import { withAttributes } from './element';
import type { ElementShape, FinElementClass, R2wcClass } from './element';

/** How the view's module renders an instance (elements/view-renderer.ts). */
export interface ViewRenderer<Context = unknown> {
  mount(container: ShadowRoot, props: Record<string, unknown>): Context;
  update(context: Context, props: Record<string, unknown>): void;
  unmount(context: Context): void;
}

export interface LazyView<Props extends object> {
  /** Loads the view's module (memoised by the caller, reset on failure: src/shared/once.ts). */
  load(): Promise<ViewRenderer>;
  /** Props that need the view now (an open panel): the code loads as soon as an instance has them. */
  needsView(props: Partial<Props>): boolean;
  /** Runs when an instance is put in the page, with its props (a preload when idle). */
  connected?(props: Partial<Props>): void;
  /**
   * Loads a stand-in drawn in plain DOM while the view's code loads (the chat panel's frame): a
   * small module asked for with the view's, so it shows long before the view can.
   */
  placeholder?(): Promise<Placeholder<Props>>;
}

/** The stand-in: it follows an instance's props until its view is mounted, then goes (once the view shows). */
export interface Placeholder<Props extends object> {
  follow(container: ShadowRoot, props: Partial<Props>): void;
  remove(container: ShadowRoot): void;
}

/** An instance: its shadow root, its props (r2wc's own object, kept up to date), its view once mounted. */
interface Slot {
  container: ShadowRoot;
  props: Record<string, unknown>;
  view?: unknown;
  /** A look at its props is queued. */
  queued?: boolean;
  /** Seen in the page (LazyView.connected ran). */
  seen?: boolean;
}

export interface LazyElement<Props extends object> {
  element: FinElementClass<Props>;
  /** Loads the view's code and mounts every instance in the page. */
  load(): Promise<void>;
}

export function createLazyElementClass<Props extends object>(tag: string, shape: ElementShape<Props>, lazy: LazyView<Props>): LazyElement<Props> {
  let renderer: ViewRenderer | undefined;
  let placeholder: Placeholder<Props> | undefined;
  const waiting = new Set<Slot>();
  const shown = (slot: Slot): boolean => slot.container.host.isConnected;
  // Memoised by the caller; drawn in the instances still waiting when it comes (none once the view is in).
  const loadPlaceholder = async (): Promise<void> => {
    if (!lazy.placeholder || placeholder) return;
    placeholder = await lazy.placeholder();
    for (const slot of waiting) if (shown(slot)) placeholder.follow(slot.container, slot.props as Partial<Props>);
  };
  const mountView = (slot: Slot): void => {
    slot.view = renderer!.mount(slot.container, slot.props);
    placeholder?.remove(slot.container);
  };
  const load = async (): Promise<void> => {
    // Asked for first, beside the view's code; a failed stand-in costs nothing but the stand-in.
    if (!renderer) void loadPlaceholder().catch(() => undefined);
    renderer ??= await lazy.load();
    waiting.forEach(mountView);
    waiting.clear();
  };
  // r2wc renders as soon as a prop changes, even in the constructor (a property set before the tag
  // was defined) and between the attributes of one upgrade: the props are read once the task's
  // changes are in, and only for an instance in the page.
  const look = (slot: Slot): void => {
    if (slot.queued) return;
    slot.queued = true;
    queueMicrotask(() => {
      slot.queued = false;
      if (!waiting.has(slot) || !shown(slot)) return;
      const props = slot.props as Partial<Props>;
      if (!slot.seen) lazy.connected?.(props);
      slot.seen = true;
      placeholder?.follow(slot.container, props);
      // A failed load is reported by lazy.load; the next need asks again.
      if (lazy.needsView(props)) void load().catch(() => undefined);
    });
  };
  const render: R2WCRenderer<Record<string, unknown>, Slot> = {
    mount(container, _component, props) {
      const slot: Slot = { container: container as unknown as ShadowRoot, props };
      if (renderer) mountView(slot);
      else {
        waiting.add(slot);
        look(slot);
      }
      return slot;
    },
    update(slot, props) {
      if (slot.view !== undefined) renderer!.update(slot.view, props);
      else look(slot);
    },
    unmount(slot) {
      waiting.delete(slot);
      if (slot.view !== undefined) renderer!.unmount(slot.view);
    },
  };
  // r2wc's component argument is only passed back to the renderer, which takes the view from its module.
  const Base = r2wc(() => null, { shadow: 'open', props: [] }, render) as unknown as R2wcClass;
  return { element: withAttributes(tag, shape, Base), load };
}
