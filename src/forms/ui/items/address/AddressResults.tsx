/**
 * The search step: a combobox (WAI-ARIA APG, list autocomplete) whose text box stays focused
 * and points at the active suggestion with aria-activedescendant; the listbox of suggestions;
 * the §4 states in a live region; the way back out of a container; 'My address is not here'.
 * The text box carries autocomplete="address-line1": an address the browser fills in skips
 * the suggestions and goes to the fields.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Icon } from '../../../../ui/Icon';
import { navigate } from '../../../../ui/listbox';
import { SearchBox } from '../../../../ui/SearchBox';
import { Spinner } from '../../../../ui/Spinner';
import type { AddressPicker, AddressPickerState } from '../../../core/address/picker';
import { useStrings } from '../../strings';

/** Keys the text box passes to the listbox; Home and End stay with the text (APG). */
const LIST_KEYS = ['ArrowDown', 'ArrowUp', 'PageDown', 'PageUp'];
const PAGE = 5;

/** An input event the user did not type: the browser's autofill (no inputType, or a replacement). */
const isAutofill = (event: FormEvent<HTMLInputElement>) => {
  const inputType = (event.nativeEvent as InputEvent).inputType;
  return inputType === undefined || inputType === 'insertReplacementText';
};

export function AddressResults({ state, picker }: { state: AddressPickerState; picker: AddressPicker }) {
  const t = useStrings();
  const id = useId();
  const listId = `${id}-results`;
  const level = state.levels.at(-1);
  const options = state.status === 'results' && level ? level.suggestions : [];
  const [active, setActive] = useState(-1);
  const current = Math.min(active, options.length - 1);
  const activeId = current >= 0 ? `${listId}-${current}` : undefined;

  const listRef = useRef<HTMLUListElement | null>(null);
  const inputRef = useRef<HTMLInputElement | null>(null);

  // A new list starts with nothing active; the keyboard moves in from the text box.
  useEffect(() => setActive(-1), [level]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (LIST_KEYS.includes(event.key) && options.length > 0) {
      const next = navigate(event.key, current, options.length, PAGE);
      if (next !== null) {
        event.preventDefault();
        setActive(next);
        listRef.current?.children[next]?.scrollIntoView({ block: 'nearest' });
      }
    } else if (event.key === 'Enter' && current >= 0 && options[current]) {
      event.preventDefault();
      picker.choose(options[current]!);
    }
  };

  const searchLabel = state.mode === 'postcode' ? t('addressSearchPostcode') : t('addressSearch');
  const disabled = !state.ready || state.country === '';
  // The text box takes focus as soon as it can be used: on open, and once the configuration is in.
  useEffect(() => {
    if (!disabled) inputRef.current?.focus();
  }, [disabled]);

  return (
    <div className="address-search" part="address-search">
      <SearchBox
        label={searchLabel}
        labelVisible
        value={state.query}
        placeholder={disabled && state.ready ? t('chooseCountryFirst') : undefined}
        disabled={disabled}
        onChange={(text) => picker.search(text)}
        onKeyDown={onKeyDown}
        inputRef={inputRef}
        inputProps={{
          role: 'combobox',
          autoComplete: 'address-line1',
          'aria-expanded': options.length > 0,
          'aria-controls': listId,
          'aria-activedescendant': activeId,
          'aria-autocomplete': 'list',
          onInput: (event) => {
            const text = event.currentTarget.value;
            if (text.trim() !== '' && isAutofill(event)) picker.autofill({ streetLine1: text });
          },
        }}
      />
      {state.levels.length > 1 && level?.parent && (
        <div className="address-trail">
          <button type="button" className="address-link" onClick={() => picker.back()}>
            <Icon name="chevronLeft" size={18} />
            {t('backToResults')}
          </button>
          <p className="address-trail__title">{level.parent.result}</p>
        </div>
      )}
      <ul ref={listRef} id={listId} role="listbox" aria-label={t('addressResults')} className="address-results" part="address-results" hidden={options.length === 0}>
        {options.map((suggestion, index) => (
          <li
            key={suggestion.id}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === current}
            className={`address-result${index === current ? ' address-result--active' : ''}`}
            part={index === current ? 'address-result address-result-active' : 'address-result'}
            // Keeps focus in the text box.
            onMouseDown={(event) => event.preventDefault()}
            onMouseMove={() => index !== current && setActive(index)}
            onClick={() => picker.choose(suggestion)}
          >
            <span className="address-result__text">
              <span className="address-result__title">{suggestion.result}</span>
              {suggestion.description && <span className="address-result__description">{suggestion.description}</span>}
            </span>
            {suggestion.type === 'container' && <Icon name="chevronRight" size={20} />}
          </li>
        ))}
      </ul>
      <div className="address-status" part="address-status" role="status" aria-live="polite">
        <Status state={state} picker={picker} />
      </div>
      <button type="button" className="address-link" part="address-manual" onClick={() => picker.enterManually()}>
        {t('addressNotHere')}
      </button>
    </div>
  );
}

function Status({ state, picker }: { state: AddressPickerState; picker: AddressPicker }) {
  const t = useStrings();
  if (!state.ready || state.status === 'loading' || state.resolving) {
    return (
      <span className="address-status__row">
        <Spinner size={20} />
        {t('addressSearching')}
      </span>
    );
  }
  switch (state.status) {
    case 'idle':
      return <span>{t('addressSearchHint')}</span>;
    case 'empty':
      return (
        <>
          <p className="address-status__title">{t('noResults')}</p>
          <button type="button" className="address-link" onClick={() => picker.enterManually()}>
            {t('enterManually')}
          </button>
        </>
      );
    case 'error':
      return (
        <>
          <p className="address-status__title">{t('somethingWentWrong')}</p>
          <button type="button" className="address-link" onClick={() => picker.retry()}>
            {t('tryAgain')}
          </button>
          <button type="button" className="address-link" onClick={() => picker.enterManually()}>
            {t('enterManually')}
          </button>
        </>
      );
    default:
      return null;
  }
}
