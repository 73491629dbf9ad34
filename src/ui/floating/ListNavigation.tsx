/**
 * The keys of a listbox that keeps focus where the user types (WAI-ARIA APG combobox, and a
 * listbox that takes focus itself): useListNavigation with `virtual: true` moves the active
 * option and names it in `aria-activedescendant`, over rows a virtual list renders only in
 * part; useTypeahead finds an option by its first letters when the listbox has focus.
 *
 * It renders nothing: the view renders its search box, list and rows at first paint, before this
 * chunk is loaded, and spreads the props this gives (`onBind`) once it is. So an inline list
 * shows its rows without waiting for the floating layer, and the text box keeps its focus.
 *
 * In a popover (a combobox's) the keys are the popover's context: one context per popup, the keys
 * live while it is open. Inline, in a sheet or in a dialog (the address search) the list has a
 * context of its own, open while it is shown, whose reference is the text box.
 */
import { useFloatingRootContext, useInteractions, useListNavigation, useTypeahead } from '@floating-ui/react';
import type { FloatingRootContext } from '@floating-ui/react';
import { useContext, useLayoutEffect, useRef } from 'react';
import { PopupContext } from './popup';
import type { HTMLProps, KeyboardEvent } from 'react';

type Props = HTMLProps<HTMLElement>;
export type PropGetter = (userProps?: Props) => Record<string, unknown>;

/** What the view spreads: on the text box (or the listbox, without one), on the listbox, on each row. */
export interface ListBinding {
  reference: PropGetter;
  list: PropGetter;
  item: (index: number, userProps?: Props) => Record<string, unknown>;
}

export interface ListNavigationProps {
  /** The text box that keeps focus (role="combobox"); null when the listbox takes focus itself. */
  reference: HTMLElement | null;
  list: HTMLElement | null;
  /** Rows in the list, rendered or not. */
  count: number;
  /** Rows the keys pass over (a virtual list's headings). */
  skip?: ((index: number) => boolean) | undefined;
  /** Each row's text for type-ahead (null for one it skips); none: no type-ahead. */
  labels?: readonly (string | null)[] | undefined;
  activeIndex: number | null;
  onNavigate: (index: number) => void;
  /**
   * Home / End and PageUp / PageDown move the active row too (the library leaves Home and End to
   * a text box, so they are handled here only there; it has no page keys). `pageSize` is the rows in view.
   */
  pageSize?: (() => number) | undefined;
  homeEnd?: boolean | undefined;
  onBind: (binding: ListBinding) => void;
}

/** Typed characters within this long of each other form one type-ahead word. */
export const TYPE_AHEAD_RESET_MS = 500;

export function ListNavigation(props: ListNavigationProps) {
  const popup = useContext(PopupContext);
  return popup ? <Navigation {...props} context={popup} /> : <OwnNavigation {...props} />;
}

function OwnNavigation(props: ListNavigationProps) {
  const context = useFloatingRootContext({ open: true, elements: { reference: props.reference, floating: props.list } });
  return <Navigation {...props} context={context} />;
}

/** Typed into a text box that is the context's reference: the library leaves Home and End to it. */
const isTextReference = (element: Element | null) => element instanceof HTMLInputElement && element.getAttribute('role') === 'combobox';

function Navigation({ context, reference, list, count, skip, labels, activeIndex, onNavigate, pageSize, homeEnd = false, onBind }: ListNavigationProps & { context: FloatingRootContext }) {
  const rows = useRef<(HTMLElement | null)[]>([]);
  // Rows a virtual list has not rendered are null, but counted: the keys reach every option.
  rows.current.length = count;
  const texts = useRef<readonly (string | null)[]>([]);
  texts.current = labels ?? [];
  const disabledIndices = skip ?? (() => false);
  const navigation = useListNavigation(context, {
    listRef: rows,
    activeIndex,
    onNavigate: (index) => index !== null && onNavigate(index),
    virtual: true,
    disabledIndices,
    // With no active row (an editable combobox's start) ArrowUp goes to the last row (APG
    // combobox), which the library does only when it loops; with one, the ends hold.
    loop: activeIndex === null,
    // The view keeps the active row rendered and scrolls its list to it.
    scrollItemIntoView: false,
    // The pointer makes a row active by moving over it, not by leaving it (see the view's rows).
    focusItemOnHover: false,
  });
  // Space chooses (the view's key), so it is no part of a type-ahead word.
  const typeahead = useTypeahead(context, { enabled: labels !== undefined, listRef: texts as { current: (string | null)[] }, activeIndex, onMatch: onNavigate, resetMs: TYPE_AHEAD_RESET_MS, ignoreKeys: [' '] });
  const { getReferenceProps, getFloatingProps, getItemProps } = useInteractions([navigation, typeahead]);

  /** Home / End / PageUp / PageDown, from the active row; the nearest row not skipped. */
  const onPageKeys = (event: KeyboardEvent) => {
    if (count === 0 || event.altKey || event.ctrlKey || event.metaKey) return;
    const from = activeIndex ?? -1;
    const page = pageSize?.() ?? 1;
    // The library moves on Home and End itself (a listbox that has focus, a popover's text box),
    // except in a text box that is its context's reference.
    const ownHomeEnd = homeEnd && isTextReference(context.elements.domReference);
    const targets: Record<string, [number, 1 | -1] | undefined> = {
      Home: ownHomeEnd ? [0, 1] : undefined,
      End: ownHomeEnd ? [count - 1, -1] : undefined,
      PageDown: pageSize ? [from < 0 ? page - 1 : from + page, 1] : undefined,
      PageUp: pageSize ? [from < 0 ? 0 : from - page, -1] : undefined,
    };
    const target = targets[event.key];
    if (!target) return;
    event.preventDefault();
    const index = nearest(Math.min(count - 1, Math.max(0, target[0])), target[1], count, disabledIndices);
    if (index >= 0) onNavigate(index);
  };

  // The view spreads the latest props through one binding, handed up once per pair of elements:
  // a key renders the view once (its own active option, and aria-activedescendant from it), not
  // again when the library's props change with it.
  const latest = useRef({ getReferenceProps, getFloatingProps, getItemProps, onPageKeys });
  latest.current = { getReferenceProps, getFloatingProps, getItemProps, onPageKeys };
  useLayoutEffect(() => {
    const keys = (user: Props | undefined) => chain(user?.onKeyDown, (event) => latest.current.onPageKeys(event));
    onBind({
      // The view names its active option itself: the library's aria-activedescendant comes an effect later.
      reference: (user) => ({ ...latest.current.getReferenceProps({ ...user, onKeyDown: keys(user) }), 'aria-activedescendant': user?.['aria-activedescendant'] }),
      list: (user) => ({ ...latest.current.getFloatingProps({ ...user, onKeyDown: keys(user) }), 'aria-activedescendant': user?.['aria-activedescendant'] }),
      item: (index, user) =>
        latest.current.getItemProps({
          ...user,
          ref: (node: HTMLElement | null) => {
            rows.current[index] = node;
          },
        }),
    });
  }, [onBind, reference, list]);
  return null;
}

/** From `index`, the nearest row not skipped in `step`'s direction, else in the other; -1 when none. */
function nearest(index: number, step: 1 | -1, count: number, skipped: (index: number) => boolean): number {
  for (const direction of [step, -step]) {
    for (let at = index; at >= 0 && at < count; at += direction) if (!skipped(at)) return at;
  }
  return -1;
}

function chain(first: ((event: KeyboardEvent<HTMLElement>) => void) | undefined, second: (event: KeyboardEvent) => void) {
  return (event: KeyboardEvent<HTMLElement>) => {
    first?.(event);
    second(event);
  };
}
