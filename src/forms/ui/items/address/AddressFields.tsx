/**
 * The address fields (§5): street lines, city, postcode (where the country has one) and region
 * (CA, MX, AU, US): a state picked from the server's list for the US and Australia (a modal with
 * search; a load error offers retry, the modal's close button closes), free text elsewhere.
 * Each field has its autocomplete token, so the browser's autofill fills them. Errors show once
 * the flow was submitted.
 */
import { useId, useMemo, useState } from 'react';
import { SEARCH_THRESHOLD, STATE_PICKER_COUNTRIES } from '../../../constants';
import { Button } from '../../../../ui/Button';
import { Combobox } from '../../../../ui/Combobox';
import type { AddressPicker, AddressPickerState } from '../../../core/address/picker';
import type { CountryState } from '../../../core/address/host';
import { addressFieldErrors, FIELD_LABELS, hasPostcode, needsRegion } from '../../../core/items/address';
import type { AddressField } from '../../../core/items/address';
import { useStrings } from '../../strings';

type TextField = Exclude<AddressField, 'country'>;

const AUTOCOMPLETE: Record<TextField, string> = {
  streetLine1: 'address-line1',
  streetLine2: 'address-line2',
  city: 'address-level2',
  postcode: 'postal-code',
  region: 'address-level1',
};

interface FieldsProps {
  state: AddressPickerState;
  picker: AddressPicker;
  /** The flow was submitted: show the field messages. */
  showErrors: boolean;
}

export function AddressFields({ state, picker, showErrors }: FieldsProps) {
  const t = useStrings();
  const id = useId();
  const { address, country } = state;
  const errors = useMemo(() => (showErrors ? addressFieldErrors(address, t) : {}), [showErrors, address, t]);
  const shown: TextField[] = ['streetLine1', 'streetLine2', 'city', ...(hasPostcode(country) ? (['postcode'] as const) : []), ...(needsRegion(country) ? (['region'] as const) : [])];
  const required = (field: TextField) => field !== 'streetLine2';

  const textField = (field: TextField) => {
    const error = errors[field];
    const control = `${id}-${field}`;
    return (
      <div className="field" key={field}>
        <label className="label" htmlFor={control}>
          {t(FIELD_LABELS[field])}
          {!required(field) && <span className="optional"> ({t('optional')})</span>}
        </label>
        <input
          id={control}
          className="input"
          part="input"
          type="text"
          name={field}
          autoComplete={AUTOCOMPLETE[field]}
          autoCapitalize={field === 'postcode' ? 'characters' : undefined}
          value={address[field]}
          aria-required={required(field) || undefined}
          aria-invalid={error !== undefined || undefined}
          aria-describedby={error !== undefined ? `${control}-error` : undefined}
          onChange={(event) => picker.setField(field, event.target.value)}
        />
        {error !== undefined && (
          <p className="error" id={`${control}-error`}>
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <div className="address-fields" part="address-fields">
      {shown.map((field) => (field === 'region' && STATE_PICKER_COUNTRIES.includes(country) ? <StateField key={field} state={state} picker={picker} error={errors.region} /> : textField(field)))}
      {state.mode !== 'manual' && (
        <button type="button" className="address-link" onClick={() => picker.searchAgain()}>
          {state.mode === 'postcode' ? t('addressSearchPostcode') : t('addressSearch')}
        </button>
      )}
    </div>
  );
}

function StateField({ state, picker, error }: { state: AddressPickerState; picker: AddressPicker; error: string | undefined }) {
  const t = useStrings();
  const { states, address } = state;
  const list = states.country === state.country ? states.list : [];
  const region = address.region.toUpperCase();
  const [query, setQuery] = useState('');
  const needle = query.trim().toLowerCase();
  const shown = needle ? list.filter((entry) => entry.name.toLowerCase().includes(needle) || entry.code.toLowerCase() === needle) : list;
  return (
    <div className="address-region" data-invalid={error !== undefined || undefined}>
      <Combobox<CountryState>
        variant="sheet"
        label={t('region')}
        value={list.some((entry) => entry.code === region) ? region : null}
        options={shown}
        onSearch={setQuery}
        getKey={(entry) => entry.code}
        getLabel={(entry) => entry.name}
        renderOption={(entry) => entry.name}
        renderValue={() => list.find((entry) => entry.code === region)?.name ?? address.region}
        placeholder={t('selectState')}
        searchable={list.length > SEARCH_THRESHOLD}
        searchLabel={t('search')}
        loading={states.status === 'loading'}
        emptyText={
          states.status === 'error' ? (
            <span className="address-states-error">
              {t('statesLoadFailed')}
              <Button size="small" variant="secondary" onClick={() => picker.loadStates()}>
                {t('retry')}
              </Button>
            </span>
          ) : undefined
        }
        onChange={(code) => picker.pickState(code)}
      />
      {error !== undefined && <p className="error">{error}</p>}
    </div>
  );
}
