/**
 * ADDRESS_INPUT (§2, §4): the address summary, and the picker modal it opens. This module and
 * what it imports are the address chunk, loaded the first time a flow shows an address item.
 */
import { useId, useLayoutEffect, useMemo, useState } from 'react';
import { displayName } from '../../../../shared/display-name';
import { useElement } from '../../../../ui/element-context';
import { adoptStyles } from '../../../../ui/sheets';
import { isAddressEmpty } from '../../../core/items/address';
import type { AddressItem, AddressValue } from '../../../core/items/address';
import { Field } from '../../Field';
import { useStrings } from '../../strings';
import type { ItemRendererProps } from '../props';
import { AddressDialog } from './AddressDialog';
import { addressStyles } from './styles';

/** The summary's lines: the street, then city, region and postcode, then the country's name. */
export function addressLines(value: AddressValue, locale: string): string[] {
  // An unknown code is shown as it is.
  const country = displayName(value.country, 'region', locale);
  return [
    [value.streetLine1, value.streetLine2].filter(Boolean).join(', '),
    [value.city, value.region, value.postcode].filter(Boolean).join(', '),
    country,
  ].filter(Boolean);
}

export default function AddressInput(props: ItemRendererProps<AddressItem>) {
  const { item, value, error, disabled, ids, locale } = props;
  const { root } = useElement();
  useLayoutEffect(() => adoptStyles(root, addressStyles), [root]);
  const t = useStrings();
  const [open, setOpen] = useState(false);
  const id = useId();
  const lines = useMemo(() => (value && !isAddressEmpty(value) ? addressLines(value, locale) : []), [value, locale]);
  return (
    <Field props={props}>
      <div className="address-summary" part="address-summary" data-invalid={error !== undefined || undefined}>
        {lines.length > 0 ? (
          <address className="address-summary__text" id={`${id}-summary`}>
            {lines.map((line) => (
              <span key={line}>{line}</span>
            ))}
          </address>
        ) : (
          <span className="address-summary__empty" id={`${id}-summary`}>
            {item.placeholder ?? t('addAddress')}
          </span>
        )}
        <button
          type="button"
          id={ids.control}
          className="address-summary__button"
          part="address-button"
          aria-haspopup="dialog"
          aria-labelledby={[item.title ? ids.label : '', `${id}-action`].filter(Boolean).join(' ')}
          aria-describedby={[`${id}-summary`, item.hint ? ids.hint : '', error !== undefined ? ids.error : ''].filter(Boolean).join(' ')}
          aria-invalid={error !== undefined || undefined}
          disabled={disabled}
          onClick={() => setOpen(true)}
        >
          <span id={`${id}-action`}>{lines.length > 0 ? t('changeAddress') : t('addAddress')}</span>
        </button>
      </div>
      {open && <AddressDialog {...props} onClose={() => setOpen(false)} />}
    </Field>
  );
}
