/**
 * The search step: a combobox (WAI-ARIA APG, list autocomplete) whose text box stays focused
 * and points at the active suggestion with aria-activedescendant; the listbox of suggestions;
 * the §4 states in a live region; the way back out of a container; 'My address is not here'.
 * The text box carries autocomplete="address-line1": an address the browser fills in skips
 * the suggestions and goes to the fields. The keys are the floating layer's list navigation
 * (already loaded: the search shows in the address dialog); Home and End stay with the text (APG).
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useFloatingLayer } from '../../../../ui/floating-layer';
import type { ListBinding } from '../../../../ui/floating/ListNavigation';
import { Icon } from '../../../../ui/Icon';
import { SearchBox } from '../../../../ui/SearchBox';
import { Spinner } from '../../../../ui/Spinner';
import type { AddressPicker, AddressPickerState } from '../../../core/address/picker';
import { useStrings } from '../../strings';

/** Suggestions PageDown and PageUp move by. */
const PAGE = 5;

/** An input event the user did not type: the browser's autofill (no inputType, or a replacement). */
const isAutofill = (event: FormEvent<HTMLElement>) => {
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

  const [list, setList] = useState<HTMLUListElement | null>(null);
  const [input, setInput] = useState<HTMLInputElement | null>(null);
  const [keys, setKeys] = useState<ListBinding | null>(null);
  const floating = useFloatingLayer(true);
  // The active suggestion as the last key left it: keys typed in one task come before the render.
  const latest = useRef(current);
  latest.current = current;

  // A new list starts with nothing active; the keyboard moves in from the text box.
  useEffect(() => setActive(-1), [level]);

  const activate = (index: number) => {
    latest.current = index;
    setActive(index);
    list?.children[index]?.scrollIntoView({ block: 'nearest' });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const option = latest.current >= 0 ? options[latest.current] : undefined;
    if (event.key === 'Enter' && option) {
      event.preventDefault();
      picker.choose(option);
    }
  };
  const comboboxProps = {
    role: 'combobox',
    autoComplete: 'address-line1',
    'aria-expanded': options.length > 0,
    'aria-controls': listId,
    'aria-autocomplete': 'list' as const,
    onInput: (event: FormEvent<HTMLElement>) => {
      const text = (event.currentTarget as HTMLInputElement).value;
      if (text.trim() !== '' && isAutofill(event)) picker.autofill({ streetLine1: text });
    },
  };

  const searchLabel = state.mode === 'postcode' ? t('addressSearchPostcode') : t('addressSearch');
  const disabled = !state.ready || state.country === '';
  // The text box takes focus as soon as it can be used: on open, and once the configuration is in.
  useEffect(() => {
    if (!disabled) input?.focus();
  }, [disabled, input]);

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
        inputRef={setInput}
        // The active option of this render (the key's own): the layer's binding is handed up once.
        inputProps={keys ? { ...keys.reference(comboboxProps), 'aria-activedescendant': current >= 0 && current < options.length ? `${listId}-${current}` : undefined } : comboboxProps}
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
      <ul
        ref={setList}
        {...keys?.list()}
        id={listId}
        role="listbox"
        aria-label={t('addressResults')}
        className="address-results"
        part="address-results"
        hidden={options.length === 0}
        tabIndex={undefined}
      >
        {options.map((suggestion, index) => (
          <li
            key={suggestion.id}
            {...keys?.item(index)}
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
      {floating && (
        <floating.ListNavigation
          reference={input}
          list={list}
          count={options.length}
          activeIndex={current >= 0 ? current : null}
          onNavigate={activate}
          pageSize={() => PAGE}
          onBind={setKeys}
        />
      )}
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
