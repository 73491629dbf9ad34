/**
 * A picker: a button showing the current choice opens a popup (a popover under the button, or a
 * bottom sheet) with a debounced search box and a virtualised listbox. WAI-ARIA APG combobox
 * pattern: focus stays in the search box (role="combobox"), which points at the active option
 * with aria-activedescendant. Without a search box the listbox takes focus itself and offers
 * type-ahead. Single or multiple selection, generic over the option type, thousands of options
 * (only the rows in view are rendered, each with aria-setsize / aria-posinset), infinite lists
 * through onEndReached, loading and empty states. Everything renders in the element's shadow
 * root; parts are named for ::part().
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { ReactNode, RefObject } from 'react';
import { flushSync } from 'react-dom';
import type { Clock } from '../shared/clock';
import { BottomSheet, bottomSheetStyles } from './BottomSheet';
import { cx } from './cx';
import { Icon } from './Icon';
import { emptyTypeAhead, navigate, typeAhead } from './listbox';
import { useFocusLeave, useOutsidePress } from './popover';
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
  editable?: EditableCombobox;
}

export interface EditableCombobox {
  value: string;
  /** Every change of the text. */
  onInput: (text: string) => void;
  /** Enter with no option active. */
  onSubmit: (text: string) => void;
  /** Escape while options show. */
  onDismiss: () => void;
  autoFocus?: boolean;
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
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  const popupRef = useRef<HTMLDivElement | null>(null);
  const focusRef = useRef<HTMLElement | null>(null);
  const searched = useRef('');
  const selected = props.multiple ? props.value : props.value === null ? [] : [props.value];

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (searched.current !== '') onSearch?.('');
    searched.current = '';
    // The sheet gives focus back itself (its focus trap).
    if (returnFocus && variant === 'popover') triggerRef.current?.focus();
  };

  const choose = (option: T) => {
    if (disabled || props.isHeading?.(option)) return;
    const key = getKey(option);
    if (props.multiple) {
      props.onChange(selected.includes(key) ? selected.filter((other) => other !== key) : [...selected, key], option);
    } else {
      props.onChange(key, option);
      // An inline list stays as it is (its search too); a popup closes on a pick.
      if (variant !== 'inline') close(true);
    }
  };

  const popover = [triggerRef, popupRef];
  const inPopover = open && variant === 'popover';
  useOutsidePress(popover, inPopover, () => close(false));
  useFocusLeave(popover, inPopover, () => close(false));

  const shown = renderValue
    ? renderValue(selected)
    : options
        .filter((option) => selected.includes(getKey(option)))
        .map(getLabel)
        .join(', ');

  const content = (
    <ComboboxPopup
      {...props}
      listId={`${id}-listbox`}
      selected={selected}
      focusRef={focusRef}
      autoFocus={variant === 'popover' || props.editable?.autoFocus === true}
      onChoose={choose}
      onClose={() => close(true)}
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
        ref={triggerRef}
        type="button"
        className="fin-combobox__trigger"
        part="combobox-trigger"
        aria-haspopup={variant === 'sheet' ? 'dialog' : 'listbox'}
        aria-expanded={open}
        aria-labelledby={`${id}-label ${id}-value`}
        disabled={disabled}
        onClick={() => (open ? close(true) : setOpen(true))}
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
      {inPopover && (
        <div ref={popupRef} className="fin-combobox__popup" part="combobox-popup">
          {content}
        </div>
      )}
      {variant === 'sheet' && (
        <BottomSheet open={open} onClose={() => close(true)} title={label} initialFocus={focusRef}>
          {content}
        </BottomSheet>
      )}
    </div>
  );
}

interface PopupProps<T> extends ComboboxBaseProps<T> {
  multiple?: boolean;
  listId: string;
  selected: readonly string[];
  focusRef: RefObject<HTMLElement | null>;
  autoFocus: boolean;
  onChoose: (option: T) => void;
  onClose: () => void;
  onQuery: (query: string) => void;
}

/** The search box, the listbox and the status line; mounted while the popup is open. */
function ComboboxPopup<T>({
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
  listId,
  selected,
  focusRef,
  autoFocus,
  onChoose,
  onClose,
  onQuery,
  editable,
}: PopupProps<T>) {
  const t = useStrings(uiStrings);
  const list = useRef<VirtualListHandle | null>(null);
  const contentRef = useRef<HTMLDivElement | null>(null);
  const typed = useRef(emptyTypeAhead);
  // Each row's place among the options (-1: a heading), for aria-posinset and the keys.
  let count = 0;
  const places = options.map((option) => (isHeading?.(option) ? -1 : count++));
  /** From `index`, the nearest option in `step`'s direction, else in the other; -1 when there is none. */
  const optionAt = (index: number, step: 1 | -1): number => {
    for (const direction of [step, -step]) {
      for (let at = index; at >= 0 && at < options.length; at += direction) if (places[at] !== -1) return at;
    }
    return -1;
  };
  // -1: no option active (an editable combobox's start, and after each change of its text).
  const noneActive = editable ? -1 : 0;
  const [active, setActive] = useState(() => (editable ? -1 : Math.max(0, options.findIndex((option) => selected.includes(getKey(option))))));
  const current = optionAt(Math.min(active, options.length - 1), 1);
  const optionId = (index: number) => `${listId}-${index}`;
  const activeId = current >= 0 ? optionId(current) : undefined;

  const activate = (index: number) => {
    setActive(index);
    list.current?.scrollToIndex(index);
  };

  const onKey = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const from = current;
    const inSearch = event.target instanceof HTMLInputElement;
    // In an editable combobox's text these keys move the caret.
    const textKey = editable !== undefined && inSearch && ['Home', 'End', 'PageUp', 'PageDown'].includes(event.key);
    const to = textKey ? null : navigate(event.key, from, options.length, list.current?.pageSize() ?? 1);
    // A heading is passed over, on in the key's direction (Home looks down, End up).
    const moved = to === null ? null : optionAt(to, event.key === 'End' || (event.key !== 'Home' && to < from) ? -1 : 1);
    const option = from >= 0 ? options[from] : undefined;
    if (moved !== null) activate(moved);
    else if ((event.key === 'Enter' || (event.key === ' ' && !inSearch)) && option !== undefined) onChoose(option);
    else if (editable && event.key === 'Enter' && inSearch) editable.onSubmit((event.target as HTMLInputElement).value);
    else if (editable && event.key === 'Escape' && options.length > 0) editable.onDismiss();
    // In the search box a first Escape clears the text (SearchBox); in a sheet the sheet closes.
    else if (event.key === 'Escape' && variant === 'popover' && !(inSearch && (event.target as HTMLInputElement).value !== '')) onClose();
    else if (!inSearch && event.key.length === 1 && event.key !== ' ' && options.length > 0) {
      const found = typeAhead(typed.current, event.key, event.timeStamp, from, options.length, (index) => (places[index] === -1 ? '' : getLabel(options[index]!)));
      typed.current = found.state;
      if (found.index >= 0) activate(found.index);
    } else return;
    event.preventDefault();
  };
  const keys = useRef(onKey);
  keys.current = onKey;

  // Native listener: it runs before an enclosing dialog's focus trap sees the key bubble up. Its
  // updates render at once (flushSync), as SearchBox's do (keys in the search box come from there):
  // in a shadow root React would render them after keys already queued, and a fast typist's next
  // key (ArrowDown, ArrowDown, Enter) would act on the render before.
  useEffect(() => {
    const content = contentRef.current;
    if (!content) return undefined;
    const listener = (event: KeyboardEvent) => {
      if (!(event.target instanceof HTMLInputElement)) flushSync(() => keys.current(event));
    };
    content.addEventListener('keydown', listener);
    return () => content.removeEventListener('keydown', listener);
  }, []);

  useEffect(() => {
    if (autoFocus) focusRef.current?.focus();
    if (current >= 0) list.current?.scrollToIndex(current);
    // On open only: the popup mounts when it opens.
  }, []);

  const setFocusTarget = (node: HTMLElement | null) => {
    focusRef.current = node;
  };
  const hasOptions = options.length > 0;

  return (
    <div ref={contentRef} className="fin-combobox__content">
      {searchable && (
        <SearchBox
          label={searchLabel ?? t('search')}
          placeholder={searchPlaceholder}
          debounceMs={debounceMs}
          clock={clock}
          inputRef={setFocusTarget}
          onKeyDown={(event) => keys.current(event)}
          value={editable?.value}
          onChange={
            editable &&
            ((text) => {
              setActive(-1);
              editable.onInput(text);
            })
          }
          onSearch={(query) => {
            setActive(noneActive);
            onQuery(query);
          }}
          inputProps={{
            role: 'combobox',
            'aria-expanded': hasOptions,
            'aria-controls': hasOptions ? listId : undefined,
            'aria-activedescendant': hasOptions ? activeId : undefined,
            'aria-autocomplete': 'list',
          }}
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
          listRef={searchable ? undefined : setFocusTarget}
          getKey={getKey}
          onEndReached={onEndReached}
          endThreshold={endThreshold}
          pinnedIndex={current}
          className="fin-combobox__list"
          listProps={{
            id: listId,
            'aria-multiselectable': multiple || undefined,
            'aria-busy': loading || undefined,
            // Focusable but not a tab stop with a search box: the combobox drives it (and axe
            // then sees the scroller has focusable content).
            tabIndex: searchable ? -1 : 0,
            'aria-activedescendant': searchable ? undefined : activeId,
          }}
          rowProps={(option, index) => {
            if (places[index] === -1) {
              return { role: 'none', 'aria-hidden': true, 'aria-setsize': undefined, 'aria-posinset': undefined, className: 'fin-combobox__heading', part: 'heading' };
            }
            const isSelected = selected.includes(getKey(option));
            return {
              id: optionId(index),
              'aria-selected': isSelected,
              'aria-setsize': setSize ?? count,
              'aria-posinset': places[index]! + 1,
              className: cx('fin-combobox__option', index === current && 'fin-combobox__option--active'),
              part: cx('option', index === current && 'option-active', isSelected && 'option-selected'),
              // Keeps focus in the search box or the listbox.
              onMouseDown: (event) => event.preventDefault(),
              onMouseMove: () => index !== current && setActive(index),
              onClick: () => onChoose(option),
            };
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
  position: absolute; top: 100%; left: 0; right: 0; z-index: ${token.zIndex}; margin-top: 4px; padding: 8px;
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
