/**
 * A labelled search field with a search icon and a clear button. onChange follows every
 * keystroke; onSearch is debounced (the spec's 300 ms), and runs at once on Enter and on clear.
 * Escape clears a non-empty field and goes no further, so an enclosing popup or dialog stays open.
 */
import { useCallback, useEffect, useId, useImperativeHandle, useRef, useState } from 'react';
import type { InputHTMLAttributes, Ref } from 'react';
import { flushSync } from 'react-dom';
import { systemClock } from '../shared/clock';
import type { Clock, TimerId } from '../shared/clock';
import { cx } from './cx';
import { Icon } from './Icon';
import { uiStrings } from './strings';
import { useStrings } from './useStrings';
import { token } from './theme';
import { useLatest } from './useLatest';
import { styles } from './sheets';

/** Search debounce (spec §9 Time and debounce). */
export const SEARCH_DEBOUNCE_MS = 300;

export interface SearchBoxProps {
  /** The field's label. Hidden visually unless labelVisible; always its accessible name. */
  label: string;
  labelVisible?: boolean;
  /** Controlled value; leave undefined to let the box keep its own (starting at defaultValue). */
  value?: string;
  defaultValue?: string;
  placeholder?: string;
  /** Every change, at once. */
  onChange?: (value: string) => void;
  /** After typing pauses for debounceMs; at once on Enter and on clear. */
  onSearch?: (value: string) => void;
  debounceMs?: number;
  /** Timers of the debounce; tests pass a fake clock. */
  clock?: Clock;
  /**
   * Keys on the input, before the box's own Escape (clear) and Enter (search now) and before any
   * React handler; call preventDefault() to keep the box from handling the key (Combobox: Enter
   * picks an option).
   */
  onKeyDown?: (event: KeyboardEvent) => void;
  /** ARIA and other attributes of the input (Combobox makes it its role="combobox"). */
  inputProps?: Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type' | 'id'>;
  clearLabel?: string;
  disabled?: boolean;
  maxLength?: number;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** The box's commands for its owner (a Combobox's empty state): clear, as the clear button does. */
  handle?: Ref<SearchBoxHandle>;
  className?: string;
}

export interface SearchBoxHandle {
  /** Empties the box, searches '' at once and focuses the box: the clear button's command. */
  clear(): void;
}

export function SearchBox({
  label,
  labelVisible = false,
  value,
  defaultValue = '',
  placeholder,
  onChange,
  onSearch,
  debounceMs = SEARCH_DEBOUNCE_MS,
  clock = systemClock,
  onKeyDown,
  inputProps,
  clearLabel,
  disabled,
  maxLength,
  name,
  inputRef,
  handle,
  className,
}: SearchBoxProps) {
  const t = useStrings(uiStrings);
  const id = useId();
  const [ownValue, setOwnValue] = useState(defaultValue);
  const text = value ?? ownValue;
  const input = useRef<HTMLInputElement | null>(null);
  const timer = useRef<TimerId | undefined>(undefined);
  const search = useLatest(onSearch);
  const timers = useLatest(clock);

  const searchNow = (next: string) => {
    clock.clearTimeout(timer.current);
    search.current?.(next);
  };
  const update = (next: string, immediately: boolean) => {
    setOwnValue(next);
    onChange?.(next);
    if (immediately) searchNow(next);
    else {
      clock.clearTimeout(timer.current);
      timer.current = clock.setTimeout(() => search.current?.(next), debounceMs);
    }
  };
  const handlers = useLatest({ update, searchNow, onKeyDown });

  useEffect(() => () => timers.current.clearTimeout(timer.current), [timers]);
  const clear = useCallback(() => {
    handlers.current.update('', true);
    input.current?.focus();
  }, [handlers]);
  useImperativeHandle(handle, () => ({ clear }), [clear]);

  // A native listener on the input: it runs before the React handlers of what encloses it (a popup's or dialog's Escape).
  useEffect(() => {
    const field = input.current;
    if (!field) return undefined;
    // Rendered now (flushSync), as React renders a key's updates in the light DOM: in a shadow root
    // a native event leaves no window.event, so React would render them at default priority, after
    // keys already queued, and a fast typist's next key (ArrowDown, then Enter) would run the
    // handlers of the render before that key (the address results' Enter chose nothing).
    const onKeyDown = (event: KeyboardEvent) =>
      flushSync(() => {
        handlers.current.onKeyDown?.(event);
        if (event.defaultPrevented) return;
        if (event.key === 'Escape' && field.value !== '') {
          // Stopped, not only marked: the floating layer's Escape (useDismiss) does not look at defaultPrevented.
          event.preventDefault();
          event.stopPropagation();
          handlers.current.update('', true);
        } else if (event.key === 'Enter') {
          event.preventDefault();
          handlers.current.searchNow(field.value);
        }
      });
    field.addEventListener('keydown', onKeyDown);
    return () => field.removeEventListener('keydown', onKeyDown);
  }, [handlers]);

  const setRefs = useCallback(
    (node: HTMLInputElement | null) => {
      input.current = node;
      if (typeof inputRef === 'function') inputRef(node);
      else if (inputRef) inputRef.current = node;
    },
    [inputRef],
  );

  return (
    <div className={cx('fin-search', className)} part="search">
      <label htmlFor={id} className={labelVisible ? 'fin-search__label' : 'fin-visually-hidden'}>
        {label}
      </label>
      <div className="fin-search__field" part="search-field">
        <Icon name="search" size={20} className="fin-search__icon" />
        <input
          {...inputProps}
          ref={setRefs}
          id={id}
          type="search"
          className="fin-search__input"
          part="search-input"
          value={text}
          placeholder={placeholder}
          disabled={disabled}
          maxLength={maxLength}
          name={name}
          // Off unless the caller names a token (the address search takes address-line1 for autofill).
          autoComplete={inputProps?.autoComplete ?? 'off'}
          enterKeyHint="search"
          onChange={(event) => update(event.target.value, false)}
        />
        {text !== '' && !disabled && (
          <button
            type="button"
            className="fin-search__clear"
            part="search-clear"
            aria-label={clearLabel ?? t('clearSearch')}
            onClick={clear}
          >
            <Icon name="close" size={16} />
          </button>
        )}
      </div>
    </div>
  );
}

export const searchBoxStyles = styles(`
.fin-search { display: flex; flex-direction: column; gap: 8px; }
.fin-search__label { font-size: 14px; font-weight: 600; }
.fin-search__field {
  position: relative; display: flex; align-items: center;
  background: ${token.colorSurfaceAlt}; border: 1px solid transparent; border-radius: ${token.radiusSmall};
  transition: background-color 120ms ease, border-color 120ms ease, box-shadow 120ms ease;
}
.fin-search__field:hover { border-color: ${token.colorBorder}; }
.fin-search__field:focus-within {
  background: ${token.colorSurface}; border-color: ${token.colorAccent}; box-shadow: ${token.focusRing};
}
.fin-search__icon { position: absolute; inset-inline-start: 14px; color: ${token.colorTextMuted}; pointer-events: none; }
/* width 0: the box takes its width from the field, never from the input's own (20 characters and
   its padding, 288 px), which kept a list with a search box 290 px wide in a narrower card. */
.fin-search__input {
  flex: 1; min-width: 0; width: 0; height: 48px; padding: 0; padding-inline: 46px 48px; margin: 0;
  border: 0; border-radius: inherit; background: transparent; outline: none; appearance: none;
}
.fin-search__input:focus-visible { box-shadow: none; }
.fin-search__input::placeholder { color: ${token.colorTextMuted}; opacity: 1; }
.fin-search__input::-webkit-search-cancel-button, .fin-search__input::-webkit-search-decoration { appearance: none; display: none; }
.fin-search__input:disabled { cursor: not-allowed; opacity: 0.6; }
.fin-search__clear {
  position: absolute; inset-inline-end: 8px; display: grid; place-items: center; width: 32px; height: 32px; padding: 0;
  border: 0; border-radius: 50%; background: transparent; color: ${token.colorTextMuted}; cursor: pointer;
}
.fin-search__clear:hover { background: ${token.colorBorder}; color: ${token.colorText}; }
`);
