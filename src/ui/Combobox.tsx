/**
 * A picker: a button showing the current choice opens a popup (a popover under the button, or a
 * bottom sheet) with a debounced search box and a virtualised listbox. WAI-ARIA APG combobox
 * pattern: focus stays in the search box (role="combobox"), which points at the active option
 * with aria-activedescendant. Without a search box the listbox takes focus itself and offers
 * type-ahead. Single or multiple selection, generic over the option type, thousands of options
 * (only the rows in view are rendered, each with aria-setsize / aria-posinset), infinite lists
 * through onEndReached, loading and empty states. Everything renders in the element's shadow
 * root; parts are named for ::part().
 *
 * A composition of the floating layer (src/ui/floating/): the popover (placement, dismissal,
 * focus) and the list's keys (useListNavigation, useTypeahead) are its code, loaded on the
 * button's first intent or open, or when an inline list mounts. The button, the search box and
 * the rows are here, so an inline list shows its rows before that code is in.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent as ReactKeyboardEvent, MouseEvent, ReactNode, RefObject } from 'react';
import type { Clock } from '../shared/clock';
import { BottomSheet, bottomSheetStyles } from './BottomSheet';
import { cx } from './cx';
import { floatingIntent, useFloatingLayer } from './floating-layer';
import type { Floating } from './floating-layer';
import type { ListBinding } from './floating/ListNavigation';
import { Icon } from './Icon';
import { SearchBox, searchBoxStyles } from './SearchBox';
import { Spinner, spinnerStyles } from './Spinner';
import { uiStrings } from './strings';
import { styles } from './sheets';
import { useStrings } from './useStrings';
import { token } from './theme';
import { VirtualList, virtualListStyles } from './VirtualList';
import type { VirtualListHandle } from './VirtualList';

/** Row height and overscan of the spec's pickers (forms-tickets-tracker §9 Layout). */
export const COMBOBOX_ROW_HEIGHT = 76;
export const COMBOBOX_OVERSCAN = 16;

export interface ComboboxOptionState {
  index: number;
  /** The option aria-activedescendant points at (keyboard or pointer). */
  active: boolean;
  selected: boolean;
}

interface ComboboxBaseProps<T> {
  /** The field's name: the button's label, the sheet's title and the listbox's name. */
  label: string;
  labelVisible?: boolean;
  /** The options to show now (the caller filters or fetches them from onSearch's query). */
  options: readonly T[];
  /** A stable, unique key of an option: what value and onChange speak. */
  getKey: (option: T) => string;
  /** Its text: type-ahead matches it, and the button shows it by default. */
  getLabel: (option: T) => string;
  renderOption: (option: T, state: ComboboxOptionState) => ReactNode;
  /** What the button shows for the selection; default the labels of the selected options present in `options`. */
  renderValue?: (keys: readonly string[]) => ReactNode;
  /** Shown on the button when nothing is selected. */
  placeholder?: string;
  /**
   * 'popover' (default) opens under the button; 'sheet' opens a BottomSheet (narrow screens);
   * 'inline' has no button: the search box and the listbox are always shown (a list-style picker).
   */
  variant?: 'popover' | 'sheet' | 'inline';
  /** False: no search box; the listbox takes focus and offers type-ahead. Default true. */
  searchable?: boolean;
  searchLabel?: string;
  searchPlaceholder?: string;
  /** The query, debounced (debounceMs, default the spec's 300 ms); '' again when the popup closes. */
  onSearch?: (query: string) => void;
  debounceMs?: number;
  /** Timers of the search debounce; tests pass a fake clock. */
  clock?: Clock;
  rowHeight?: number;
  overscan?: number;
  /** Height of the list viewport. Default four rows in a popover, 60vh in a sheet. */
  listHeight?: number | string;
  /** Options are being fetched: a loading row is shown (under the options, when there are some). */
  loading?: boolean;
  loadingText?: string;
  /** Shown when there are no options and nothing is loading. */
  emptyText?: ReactNode;
  /**
   * Rows that head the options after them (a list's days): shown, but no option. A virtual list
   * cannot nest its options in groups, so a heading is hidden from assistive technology (each
   * option must say what its heading does), skipped by the keys and clicks, and left out of
   * aria-setsize and aria-posinset.
   */
  isHeading?: (option: T) => boolean;
  /** Infinite lists: called when the view nears the end of `options` (once per length). */
  onEndReached?: () => void;
  endThreshold?: number;
  /** aria-setsize of the options when more exist than are loaded; -1 when the total is unknown. Default: the options given, headings left out. */
  setSize?: number;
  disabled?: boolean;
  /**
   * The field's answer is wrong (a required picker left empty): the button's border, or the
   * inline list's, takes the danger colour as a text input's does. The message is the field's.
   */
  invalid?: boolean;
  className?: string;
  /**
   * An editable combobox (APG list autocomplete, a site search): the text is the field's own value
   * and the options suggest it. No option is active until ArrowDown or ArrowUp; Enter without one
   * submits the text; Home, End and the page keys stay the text's; Escape closes the list
   * (`onDismiss`); with no options nothing is shown under the box (the caller shows its own
   * page). `inline` only.
   */
  editable?: EditableCombobox | undefined;
}

export interface EditableCombobox {
  value: string;
  /** Every change of the text. */
  onInput: (text: string) => void;
  /** Enter with no option active. */
  onSubmit: (text: string) => void;
  /** Escape while options show. */
  onDismiss: () => void;
  autoFocus?: boolean | undefined;
}

export interface SingleComboboxProps<T> extends ComboboxBaseProps<T> {
  multiple?: false;
  value: string | null;
  onChange: (key: string, option: T) => void;
}

export interface MultiComboboxProps<T> extends ComboboxBaseProps<T> {
  multiple: true;
  value: readonly string[];
  /** The new set of keys: the chosen option toggled. The popup stays open. */
  onChange: (keys: string[], option: T) => void;
}

export type ComboboxProps<T> = SingleComboboxProps<T> | MultiComboboxProps<T>;

export function Combobox<T>(props: ComboboxProps<T>) {
  const { label, labelVisible = true, variant = 'popover', placeholder, renderValue, getKey, getLabel, options, onSearch, disabled, invalid = false, className } = props;
  const id = useId();
  const [open, setOpen] = useState(false);
  const [trigger, setTrigger] = useState<HTMLButtonElement | null>(null);
  const focusRef = useRef<HTMLElement | null>(null);
  const searched = useRef('');
  const selected = props.multiple ? props.value : props.value === null ? [] : [props.value];
  const floating = useFloatingLayer(open || variant === 'inline', () => setOpen(false));

  // Focus goes back to the button on its own: the popover's and the sheet's focus managers.
  const close = () => {
    setOpen(false);
    if (searched.current !== '') onSearch?.('');
    searched.current = '';
  };

  const choose = (option: T) => {
    if (disabled || props.isHeading?.(option)) return;
    const key = getKey(option);
    if (props.multiple) {
      props.onChange(selected.includes(key) ? selected.filter((other) => other !== key) : [...selected, key], option);
    } else {
      props.onChange(key, option);
      // An inline list stays as it is (its search too); a popup closes on a pick.
      if (variant !== 'inline') close();
    }
  };

  const shown = renderValue
    ? renderValue(selected)
    : options
        .filter((option) => selected.includes(getKey(option)))
        .map(getLabel)
        .join(', ');

  const content = (
    <ComboboxContent
      {...props}
      floating={floating}
      listId={`${id}-listbox`}
      selected={selected}
      focusRef={focusRef}
      onChoose={choose}
      onQuery={(query) => {
        searched.current = query;
        onSearch?.(query);
      }}
    />
  );

  if (variant === 'inline') {
    return (
      <div className={cx('fin-combobox', 'fin-combobox--inline', invalid && 'fin-combobox--invalid', className)} part="combobox">
        {labelVisible && (
          <span id={`${id}-label`} className="fin-combobox__label">
            {label}
          </span>
        )}
        {content}
      </div>
    );
  }

  return (
    <div className={cx('fin-combobox', invalid && 'fin-combobox--invalid', className)} part="combobox">
      <span id={`${id}-label`} className={labelVisible ? 'fin-combobox__label' : 'fin-visually-hidden'}>
        {label}
      </span>
      <button
        ref={setTrigger}
        type="button"
        className="fin-combobox__trigger"
        part="combobox-trigger"
        aria-haspopup={variant === 'sheet' ? 'dialog' : 'listbox'}
        aria-expanded={open}
        aria-labelledby={`${id}-label ${id}-value`}
        disabled={disabled}
        {...floatingIntent}
        onClick={() => (open ? close() : setOpen(true))}
        onKeyDown={(event) => {
          if (!open && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <span id={`${id}-value`} className={cx('fin-combobox__value', !shown && 'fin-combobox__value--empty')}>
          {shown || placeholder}
        </span>
        <Icon name="chevronDown" size={20} className="fin-combobox__chevron" />
      </button>
      {variant === 'popover' && open && floating && (
        <floating.Popover reference={trigger} onClose={close} initialFocus={focusRef} className="fin-combobox__popup" part="combobox-popup">
          {content}
        </floating.Popover>
      )}
      {variant === 'sheet' && (
        <BottomSheet open={open} onClose={close} title={label} initialFocus={focusRef}>
          {content}
        </BottomSheet>
      )}
    </div>
  );
}

interface ContentProps<T> extends ComboboxBaseProps<T> {
  multiple?: boolean;
  floating: Floating | undefined;
  listId: string;
  selected: readonly string[];
  focusRef: RefObject<HTMLElement | null>;
  onChoose: (option: T) => void;
  onQuery: (query: string) => void;
}

/** The search box, the listbox and the status line: in the popup while it is open, or inline. */
function ComboboxContent<T>({
  label,
  multiple = false,
  options,
  getKey,
  getLabel,
  renderOption,
  variant = 'popover',
  searchable = true,
  searchLabel,
  searchPlaceholder,
  debounceMs,
  clock,
  rowHeight = COMBOBOX_ROW_HEIGHT,
  overscan = COMBOBOX_OVERSCAN,
  listHeight = variant === 'sheet' ? '60vh' : COMBOBOX_ROW_HEIGHT * 4,
  loading = false,
  loadingText,
  emptyText,
  onEndReached,
  endThreshold,
  setSize,
  isHeading,
  floating,
  listId,
  selected,
  focusRef,
  onChoose,
  onQuery,
  editable,
}: ContentProps<T>) {
  const t = useStrings(uiStrings);
  const list = useRef<VirtualListHandle | null>(null);
  const [input, setInput] = useState<HTMLElement | null>(null);
  const [listbox, setListbox] = useState<HTMLElement | null>(null);
  const [keys, setKeys] = useState<ListBinding | null>(null);
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
  // -1: no option active (an editable combobox's start, and after each change of its text).
  const noneActive = editable ? -1 : 0;
  const [active, setActive] = useState(() => (editable ? -1 : Math.max(0, options.findIndex((option) => selected.includes(getKey(option))))));
  const current = optionAt(Math.min(active, options.length - 1), 1);
  // The active option as the last key left it: keys typed in one task come before the render.
  const latest = useRef(current);
  latest.current = current;
  const optionId = (index: number) => `${listId}-${index}`;

  const activate = (index: number, scroll = true) => {
    latest.current = index;
    setActive(index);
    if (scroll) list.current?.scrollToIndex(index);
  };

  /** Enter, and Space in the listbox, choose the active option (the arrows and letters are the layer's). */
  const onChooseKey = (event: KeyboardEvent | ReactKeyboardEvent) => {
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

  useEffect(() => {
    if (current >= 0) list.current?.scrollToIndex(current);
    if (editable?.autoFocus) focusRef.current?.focus();
    // On open only: the popup mounts when it opens.
  }, []);

  const setFocusTarget = (node: HTMLElement | null) => {
    focusRef.current = node;
  };
  const setSearchInput = (node: HTMLInputElement | null) => {
    setFocusTarget(node);
    setInput(node);
  };
  const setList = (node: HTMLDivElement | null) => {
    if (!searchable) setFocusTarget(node);
    setListbox(node);
  };
  const hasOptions = options.length > 0;
  const searchProps = {
    role: 'combobox',
    'aria-expanded': hasOptions,
    'aria-controls': hasOptions ? listId : undefined,
    'aria-autocomplete': 'list' as const,
  };
  const listProps = {
    id: listId,
    'aria-multiselectable': multiple || undefined,
    'aria-busy': loading || undefined,
    // Focusable but not a tab stop with a search box: the combobox drives it (and axe
    // then sees the scroller has focusable content).
    tabIndex: searchable ? -1 : 0,
  };

  return (
    <div className="fin-combobox__content">
      {searchable && (
        <SearchBox
          label={searchLabel ?? t('search')}
          placeholder={searchPlaceholder}
          debounceMs={debounceMs}
          clock={clock}
          inputRef={setSearchInput}
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
            activate(noneActive, false);
            onQuery(query);
          }}
          inputProps={keys ? keys.reference(searchProps) : searchProps}
          className="fin-combobox__search"
        />
      )}
      {hasOptions ? (
        <VirtualList
          items={options}
          rowHeight={rowHeight}
          overscan={overscan}
          height={listHeight}
          label={label}
          role="listbox"
          handle={list}
          listRef={setList}
          getKey={getKey}
          onEndReached={onEndReached}
          endThreshold={endThreshold}
          pinnedIndex={current}
          className="fin-combobox__list"
          listProps={keys ? keys.list({ ...listProps, onKeyDown: onChooseKey }) : listProps}
          rowProps={(option, index) => {
            if (isRowHeading(index)) {
              return { role: 'none', 'aria-hidden': true, 'aria-setsize': undefined, 'aria-posinset': undefined, className: 'fin-combobox__heading', part: 'heading' };
            }
            const isSelected = selected.includes(getKey(option));
            const row = {
              id: optionId(index),
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
          }}
          renderItem={(option, index) => renderOption(option, { index, active: index === current, selected: selected.includes(getKey(option)) })}
        />
      ) : (
        // With no options there is no listbox; a listbox without a search box needs a focus target still.
        // A named group: aria-label is not allowed on a div without a role (axe aria-prohibited-attr).
        !searchable && <div ref={setFocusTarget} tabIndex={-1} className="fin-combobox__focus" role="group" aria-label={label} />
      )}
      {(loading || (!hasOptions && !editable)) && (
        <div className="fin-combobox__status" part="combobox-status" role="status">
          {loading ? (
            <>
              <Spinner size={20} />
              {loadingText ?? t('loading')}
            </>
          ) : (
            (emptyText ?? t('noResults'))
          )}
        </div>
      )}
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

/** After the sheets of what it renders: the search box, list, spinner and sheet. */
export const comboboxStyles = styles(
  `
.fin-combobox { position: relative; display: flex; flex-direction: column; gap: 8px; }
.fin-combobox__label { font-size: 14px; font-weight: 600; }
.fin-combobox__trigger {
  display: flex; align-items: center; gap: 8px; width: 100%; min-height: 48px; padding: 0 14px; margin: 0;
  border: 1px solid ${token.colorBorder}; border-radius: ${token.radiusSmall};
  background: ${token.colorSurface}; text-align: start; cursor: pointer;
}
.fin-combobox__trigger:disabled { cursor: not-allowed; opacity: 0.6; }
.fin-combobox__trigger[aria-expanded="true"] { border-color: ${token.colorAccent}; }
.fin-combobox__value { flex: 1; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.fin-combobox__value--empty { color: ${token.colorTextMuted}; }
.fin-combobox__chevron { flex: none; color: ${token.colorTextMuted}; }
.fin-combobox__popup {
  z-index: ${token.zIndex}; width: var(--fin-reference-width); padding: 8px; box-sizing: border-box;
  background: ${token.colorSurface}; border-radius: ${token.radiusSmall}; box-shadow: ${token.shadow};
}
.fin-combobox__content { display: flex; flex-direction: column; gap: 8px; }
.fin-combobox__list { border-radius: ${token.radiusSmall}; }
.fin-combobox__list .fin-vlist__inner:focus-visible { box-shadow: none; }
.fin-combobox__list:focus-within { box-shadow: ${token.focusRing}; }
.fin-combobox__option { padding: 0 12px; border-radius: ${token.radiusSmall}; cursor: pointer; }
.fin-combobox__heading { padding: 0 12px; }
.fin-combobox__option[aria-selected="true"] { font-weight: 600; }
.fin-combobox__option--active { background: ${token.colorAccentSoft}; }
@media (forced-colors: active) {
  .fin-combobox__option--active { forced-color-adjust: none; background: Highlight; color: HighlightText; }
}
.fin-combobox__status {
  display: flex; align-items: center; justify-content: center; gap: 8px; min-height: 48px; color: ${token.colorTextMuted};
}
.fin-combobox__focus { height: 0; outline: none; }
.fin-combobox--inline .fin-combobox__list { border: 1px solid ${token.colorBorder}; }
.fin-combobox--invalid .fin-combobox__trigger, .fin-combobox--invalid .fin-combobox__list { border-color: ${token.colorDanger}; }
`,
  searchBoxStyles,
  virtualListStyles,
  spinnerStyles,
  bottomSheetStyles,
);
