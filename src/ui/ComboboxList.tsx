/**
 * A combobox's search box, listbox and status line (src/ui/Combobox.tsx): in its popup while it
 * is open, or inline. The rows are rendered here at first paint; their keys (the active option,
 * type-ahead, Home / End and the page keys) are the floating layer's ListNavigation, once its
 * chunk is in. The active option is this view's state (`useActiveOption`), and Enter or Space
 * choose it (`chooseKeys`).
 */
import { useEffect, useRef, useState } from 'react';
import type { KeyboardEvent as ReactKeyboardEvent, MouseEvent, RefObject } from 'react';
import type { ComboboxBaseProps } from './Combobox';
import { cx } from './cx';
import type { Floating } from './floating-layer';
import type { ListBinding } from './floating/ListNavigation';
import { SearchBox } from './SearchBox';
import type { SearchBoxHandle } from './SearchBox';
import { Spinner } from './Spinner';
import { uiStrings } from './strings';
import { useStrings } from './useStrings';
import { VirtualList } from './VirtualList';
import type { VirtualListHandle } from './VirtualList';

/** Row height and overscan of the spec's pickers (forms-tickets-tracker §9 Layout). */
export const COMBOBOX_ROW_HEIGHT = 76;
export const COMBOBOX_OVERSCAN = 16;

export interface ComboboxListProps<T> extends ComboboxBaseProps<T> {
  multiple?: boolean;
  floating: Floating | undefined;
  listId: string;
  selected: readonly string[];
  focusRef: RefObject<HTMLElement | null>;
  onChoose: (option: T) => void;
  onQuery: (query: string) => void;
}

type ActiveOptions<T> = Pick<ComboboxListProps<T>, 'options' | 'isHeading' | 'editable' | 'selected' | 'getKey'>;

/**
 * The active option: the selected one when a popup opens (the first option without one), none
 * in an editable combobox until the arrows; headings are never active. `latest` is where the last
 * key left it: keys typed in one task come before the render.
 */
function useActiveOption<T>({ options, isHeading, editable, selected, getKey }: ActiveOptions<T>, list: RefObject<VirtualListHandle | null>) {
  // Each row's place among the options (-1: a heading), for aria-posinset and the keys.
  let count = 0;
  const places = options.map((option) => (isHeading?.(option) ? -1 : count++));
  const isRowHeading = (index: number) => places[index] === -1;
  /** From `index`, the nearest option in `step`'s direction, else in the other; -1 when there is none. */
  const optionAt = (index: number, step: 1 | -1): number => {
    for (const direction of [step, -step]) {
      for (let at = index; at >= 0 && at < options.length; at += direction) if (!isRowHeading(at)) return at;
    }
    return -1;
  };
  const [active, setActive] = useState(() => (editable ? -1 : Math.max(0, options.findIndex((option) => selected.includes(getKey(option))))));
  const current = optionAt(Math.min(active, options.length - 1), 1);
  const latest = useRef(current);
  latest.current = current;
  const activate = (index: number, scroll = true) => {
    latest.current = index;
    setActive(index);
    if (scroll) list.current?.scrollToIndex(index);
  };
  return { places, count, isRowHeading, current, latest, activate };
}

/** Enter, and Space in the listbox, choose the active option (the arrows and letters are the layer's). */
function chooseKeys<T>(options: readonly T[], latest: RefObject<number>, editable: ComboboxListProps<T>['editable'], onChoose: (option: T) => void) {
  return (event: KeyboardEvent | ReactKeyboardEvent) => {
    const option = latest.current >= 0 ? options[latest.current] : undefined;
    const inSearch = event.target instanceof HTMLInputElement;
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    // An editable combobox: Enter without an active option submits the text; Escape closes the list.
    const dismiss = event.key === 'Escape' && options.length > 0;
    if (editable && inSearch && ((event.key === 'Enter' && option === undefined) || dismiss)) {
      event.preventDefault();
      if (dismiss) editable.onDismiss();
      else editable.onSubmit((event.target as HTMLInputElement).value);
      return;
    }
    if (option === undefined) return;
    if (event.key === 'Enter' || (event.key === ' ' && !inSearch)) {
      event.preventDefault();
      onChoose(option);
    }
  };
}

/** The loading line, or the empty state (given the search box's clear, for one that offers it). */
function Status({ loading, loadingText, emptyText, searchBox }: Pick<ComboboxBaseProps<unknown>, 'loading' | 'loadingText' | 'emptyText'> & { searchBox: RefObject<SearchBoxHandle | null> }) {
  const t = useStrings(uiStrings);
  const empty = typeof emptyText === 'function' ? emptyText({ clear: () => searchBox.current?.clear() }) : (emptyText ?? t('noResults'));
  return (
    <div className="fin-combobox__status" part="combobox-status" role="status">
      {loading && <Spinner size={20} />}
      {loading ? (loadingText ?? t('loading')) : empty}
    </div>
  );
}

export function ComboboxList<T>(props: ComboboxListProps<T>) {
  const { label, multiple = false, options, getKey, getLabel, renderOption, variant = 'popover', searchable = true, loading = false, editable } = props;
  const { setSize, floating, listId, selected, focusRef, onChoose, onQuery } = props;
  const t = useStrings(uiStrings);
  const list = useRef<VirtualListHandle | null>(null);
  const searchBox = useRef<SearchBoxHandle | null>(null);
  const [input, setInput] = useState<HTMLElement | null>(null);
  const [listbox, setListbox] = useState<HTMLElement | null>(null);
  const [keys, setKeys] = useState<ListBinding | null>(null);
  const { places, count, isRowHeading, current, latest, activate } = useActiveOption(props, list);
  const onChooseKey = chooseKeys(options, latest, editable, onChoose);

  useEffect(() => {
    if (current >= 0) list.current?.scrollToIndex(current);
    if (editable?.autoFocus) focusRef.current?.focus();
    // On open only: the popup mounts when it opens.
  }, []);

  const setFocusTarget = (node: HTMLElement | null) => {
    focusRef.current = node;
  };
  const hasOptions = options.length > 0;
  // Named from the active option of this render: the key that moved it renders it once (the library names it an effect later).
  const activeDescendant = { 'aria-activedescendant': hasOptions && current >= 0 ? `${listId}-${current}` : undefined };
  const searchProps = { role: 'combobox', 'aria-expanded': hasOptions, 'aria-controls': hasOptions ? listId : undefined, 'aria-autocomplete': 'list' as const };
  // Focusable but not a tab stop with a search box: the combobox drives it (and axe then sees the scroller has focusable content).
  const listProps = { id: listId, 'aria-multiselectable': multiple || undefined, 'aria-busy': loading || undefined, tabIndex: searchable ? -1 : 0 };
  const rowProps = (option: T, index: number) => {
    if (isRowHeading(index)) {
      return { role: 'none', 'aria-hidden': true, 'aria-setsize': undefined, 'aria-posinset': undefined, className: 'fin-combobox__heading', part: 'heading' };
    }
    const isSelected = selected.includes(getKey(option));
    const row = {
      id: `${listId}-${index}`,
      // An editable combobox's active completion is its selected option (APG list autocomplete).
      'aria-selected': editable ? index === current : isSelected,
      'aria-setsize': setSize ?? count,
      'aria-posinset': places[index]! + 1,
      className: cx('fin-combobox__option', index === current && 'fin-combobox__option--active'),
      part: cx('option', index === current && 'option-active', isSelected && 'option-selected'),
      // Keeps focus in the search box or the listbox.
      onMouseDown: (event: MouseEvent) => event.preventDefault(),
      onMouseMove: () => index !== current && activate(index, false),
      onClick: () => onChoose(option),
    };
    return keys ? keys.item(index, row) : row;
  };

  return (
    <div className="fin-combobox__content">
      {searchable && (
        <SearchBox
          label={props.searchLabel ?? t('search')}
          placeholder={props.searchPlaceholder}
          debounceMs={props.debounceMs}
          clock={props.clock}
          inputRef={(node) => setInput((focusRef.current = node))}
          handle={searchBox}
          onKeyDown={onChooseKey}
          value={editable?.value}
          onChange={
            editable &&
            ((text) => {
              activate(-1, false);
              editable.onInput(text);
            })
          }
          onSearch={(query) => {
            // A new search starts on its first option; an editable combobox's text left none active
            // as it changed, and an arrow pressed since (within the debounce) stays.
            if (!editable) activate(0, false);
            onQuery(query);
          }}
          inputProps={keys ? { ...keys.reference(searchProps), ...activeDescendant } : searchProps}
          className="fin-combobox__search"
        />
      )}
      {hasOptions ? (
        <VirtualList
          items={options}
          rowHeight={props.rowHeight ?? COMBOBOX_ROW_HEIGHT}
          overscan={props.overscan ?? COMBOBOX_OVERSCAN}
          height={props.listHeight ?? (variant === 'sheet' ? '60vh' : COMBOBOX_ROW_HEIGHT * 4)}
          label={label}
          role="listbox"
          handle={list}
          listRef={(node) => {
            if (!searchable) setFocusTarget(node);
            setListbox(node);
          }}
          getKey={getKey}
          onEndReached={props.onEndReached}
          endThreshold={props.endThreshold}
          pinnedIndex={current}
          className="fin-combobox__list"
          listProps={keys ? { ...keys.list({ ...listProps, onKeyDown: onChooseKey }), ...(searchable ? {} : activeDescendant) } : listProps}
          rowProps={rowProps}
          renderItem={(option, index) => renderOption(option, { index, active: index === current, selected: selected.includes(getKey(option)) })}
        />
      ) : (
        // With no options there is no listbox; a listbox without a search box needs a focus target still.
        // A named group: aria-label is not allowed on a div without a role (axe aria-prohibited-attr).
        !searchable && <div ref={setFocusTarget} tabIndex={-1} className="fin-combobox__focus" role="group" aria-label={label} />
      )}
      {(loading || (!hasOptions && !editable)) && <Status loading={loading} loadingText={props.loadingText} emptyText={props.emptyText} searchBox={searchBox} />}
      {floating && (
        <floating.ListNavigation
          reference={searchable ? input : null}
          list={listbox}
          count={options.length}
          skip={isRowHeading}
          labels={searchable ? undefined : options.map((option, index) => (isRowHeading(index) ? null : getLabel(option)))}
          activeIndex={current >= 0 ? current : null}
          onNavigate={activate}
          // In an editable combobox's text, Home, End and the page keys move the caret.
          pageSize={editable ? undefined : () => list.current?.pageSize() ?? 1}
          homeEnd={!editable}
          onBind={setKeys}
        />
      )}
    </div>
  );
}
