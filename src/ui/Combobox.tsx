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
 * button's first intent or open, or when an inline list mounts. The button is here and the
 * search box and rows are ComboboxList's, so an inline list shows its rows before that code is in.
 */
import { useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import type { Clock } from '../shared/clock';
import { BottomSheet } from './BottomSheet';
import { ComboboxList } from './ComboboxList';
import { cx } from './cx';
import { floatingIntent, useFloatingLayer, useJoin } from './floating-layer';
import { Icon } from './Icon';

export { COMBOBOX_OVERSCAN, COMBOBOX_ROW_HEIGHT } from './ComboboxList';
export { comboboxStyles } from './combobox-styles';

export interface ComboboxOptionState {
  index: number;
  /** The option aria-activedescendant points at (keyboard or pointer). */
  active: boolean;
  selected: boolean;
}

export interface ComboboxBaseProps<T> {
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
  /**
   * Shown when there are no options and nothing is loading. A function gets the search box's
   * commands, for an empty state that offers to clear the search (a search with no match).
   */
  emptyText?: ReactNode | ((search: ComboboxSearch) => ReactNode);
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

/** What an empty state can ask of the search box. */
export interface ComboboxSearch {
  /** Empties the search box, searches '' at once and focuses the box, as its clear button does. */
  clear(): void;
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
  const [button, setButton] = useState<HTMLElement | null>(null);
  const focusRef = useRef<HTMLElement | null>(null);
  const searched = useRef('');
  const selected = props.multiple ? props.value : props.value === null ? [] : [props.value];
  const floating = useFloatingLayer(open || variant === 'inline', () => setOpen(false));
  // The popover's context joins its button (its dismissal's keys). The ARIA stays this button's:
  // useRole('listbox') would make it a combobox, and focus moves into the popup, to its search box.
  const [joined, bind] = useJoin();

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

  const trigger = {
    ref: setButton,
    className: 'fin-combobox__trigger',
    'aria-haspopup': variant === 'sheet' ? ('dialog' as const) : ('listbox' as const),
    'aria-expanded': open,
    'aria-labelledby': `${id}-label ${id}-value`,
    disabled,
    ...floatingIntent,
    onClick: () => (open ? close() : setOpen(true)),
    onKeyDown: (event: KeyboardEvent) => {
      if (!open && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
        event.preventDefault();
        setOpen(true);
      }
    },
  };

  const shown = renderValue
    ? renderValue(selected)
    : options
        .filter((option) => selected.includes(getKey(option)))
        .map(getLabel)
        .join(', ');

  const content = (
    <ComboboxList
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
      <button {...(joined ? joined(trigger) : trigger)} type="button" part="combobox-trigger">
        <span id={`${id}-value`} className={cx('fin-combobox__value', !shown && 'fin-combobox__value--empty')}>
          {shown || placeholder}
        </span>
        <Icon name="chevronDown" size={20} className="fin-combobox__chevron" />
      </button>
      {variant === 'popover' && floating && (
        <floating.Popover open={open} reference={button} onClose={close} onBind={bind} initialFocus={focusRef} className="fin-combobox__popup" part="combobox-popup">
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
