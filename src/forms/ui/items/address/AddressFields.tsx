/**
 * The address fields (§5): street lines, city, postcode (where the country has one) and region
 * (CA, MX, AU, US): a state picked from the server's list for the US and Australia (a modal with
 * search and Cancel; a load error offers retry), free text elsewhere.
 * Each field has its autocomplete token, so the browser's autofill fills them. Errors show once
 * the flow was submitted.
 */
import { useId, useMemo, useState } from 'react';
import { SEARCH_THRESHOLD, STATE_PICKER_COUNTRIES } from '../../../constants';
import { BottomSheet } from '../../../../ui/BottomSheet';
import { Button } from '../../../../ui/Button';
import { Combobox } from '../../../../ui/Combobox';
import { Icon } from '../../../../ui/Icon';
import type { AddressPicker, AddressPickerState } from '../../../core/address/picker';
import type { CountryState } from '../../../core/address/host';
import { addressFieldErrors, FIELD_LABELS, hasPostcode, needsCity, needsRegion } from '../../../core/items/address';
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
  // §5: street line 2 is optional, and Singapore's city (preset to Singapore).
  const required = (field: TextField) => field !== 'streetLine2' && (field !== 'city' || needsCity(country));

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

/**
 * The state picker of the US and Australia (§2 "Country-state picker modal with search and
 * cancel"): a field-like button opening a sheet with the searchable list and Cancel, which closes
 * it with no change. A load error offers Retry in the list's place.
 */
function StateField({ state, picker, error }: { state: AddressPickerState; picker: AddressPicker; error: string | undefined }) {
  const t = useStrings();
  const id = useId();
  const { states, address } = state;
  const [open, setOpen] = useState(false);
  const list = states.country === state.country ? states.list : [];
  const region = address.region.toUpperCase();
  const [query, setQuery] = useState('');
  const needle = query.trim().toLowerCase();
  const shown = needle ? list.filter((entry) => entry.name.toLowerCase().includes(needle) || entry.code.toLowerCase() === needle) : list;
  const current = list.find((entry) => entry.code === region)?.name ?? address.region;
  const close = () => {
    setOpen(false);
    setQuery('');
  };
  return (
    <div className="field address-region" data-invalid={error !== undefined || undefined}>
      <span className="label" id={`${id}-label`}>
        {t('region')}
      </span>
      <button
        type="button"
        className="input address-region__button"
        part="combobox-trigger"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-labelledby={`${id}-label ${id}-value`}
        aria-invalid={error !== undefined || undefined}
        aria-describedby={error !== undefined ? `${id}-error` : undefined}
        onClick={() => setOpen(true)}
      >
        <span id={`${id}-value`} className={current ? undefined : 'address-region__placeholder'}>
          {current || t('selectState')}
        </span>
        <Icon name="chevronDown" size={20} />
      </button>
      {error !== undefined && (
        <p className="error" id={`${id}-error`}>
          {error}
        </p>
      )}
      <BottomSheet
        open={open}
        onClose={close}
        title={t('region')}
        className="address-states"
        actions={
          <Button fullWidth variant="secondary" onClick={close}>
            {t('cancel')}
          </Button>
        }
      >
        <Combobox<CountryState>
          variant="inline"
          label={t('region')}
          labelVisible={false}
          value={list.some((entry) => entry.code === region) ? region : null}
          options={shown}
          onSearch={setQuery}
          getKey={(entry) => entry.code}
          getLabel={(entry) => entry.name}
          renderOption={(entry) => entry.name}
          searchable={list.length > SEARCH_THRESHOLD}
          searchLabel={t('search')}
          searchPlaceholder={t('search')}
          listHeight="50vh"
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
          onChange={(code) => {
            picker.pickState(code);
            close();
          }}
        />
      </BottomSheet>
    </div>
  );
}
