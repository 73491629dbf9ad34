/** The typed text inputs of §5: text, card number, date, time, money and phone. */
import { useEffect, useState } from 'react';
import type { ClipboardEvent, KeyboardEvent } from 'react';
import { DEFAULT_CURRENCY, DEFAULT_PHONE_CODE, MONEY_AMOUNT_MAX_LENGTH, MULTILINE_MAX_ROWS, PHONE_NUMBER_MAX_LENGTH, TIME_MAX_LENGTH } from '../../constants';
import type { MoneyItem, Phone, PhoneItem } from '../../core/items/money';
import type { PhoneCountry } from '../../core/item-model';
import { isDisplayText } from '../../core/items/text';
import type { CardItem, DateItem, TextItem, TimeItem } from '../../core/items/text';
import { amountText, applyMask, formatCardNumber, formatTime, fractionDigits, readAmount, readPhonePaste, sanitizeAmount, sanitizePhoneNumber, showAmount } from '../../core/text';
import { controlAria, Field } from '../Field';
import { useSearchReport } from '../search-report';
import { useStrings } from '../strings';
import { TextBlock } from './display';
import { lazyPicker } from './pickers';
import type { ItemRendererProps, ItemViews } from './props';

const CurrencyPicker = lazyPicker((m) => m.CurrencyPicker, 48, 112);
const PhoneCodePicker = lazyPicker((m) => m.PhoneCodePicker, 48, 112);

/** Single-line fields block Enter (§5 Text). */
const blockEnter = (event: KeyboardEvent) => {
  if (event.key === 'Enter') event.preventDefault();
};

export function TextInput(props: ItemRendererProps<TextItem>) {
  const { item, value = '', onChange, disabled } = props;
  const lines = item.shape?.linesCount ?? 1;
  const multiline = lines > 1 || item.shape?.expandable === true;
  const change = (text: string) => {
    let next = item.textTransformation === 'UPPERCASE' ? text.toUpperCase() : text;
    if (item.mask) next = applyMask(item.mask, next);
    onChange(next);
  };
  const common = {
    ...controlAria(props),
    className: 'input',
    part: 'input',
    value,
    disabled,
    placeholder: item.placeholder,
    autoCapitalize: item.textTransformation === 'UPPERCASE' ? 'characters' : undefined,
  };
  return (
    <Field props={props}>
      {multiline ? (
        <textarea {...common} rows={Math.min(Math.max(lines, 2), MULTILINE_MAX_ROWS)} onChange={(event) => change(event.target.value)} />
      ) : (
        <input {...common} type="text" onKeyDown={blockEnter} onChange={(event) => change(event.target.value)} />
      )}
    </Field>
  );
}

export function CardInput(props: ItemRendererProps<CardItem>) {
  const { value = '', onChange, disabled } = props;
  const t = useStrings();
  return (
    <Field props={props}>
      <input
        {...controlAria(props)}
        className="input input--mono"
        part="input"
        dir="ltr"
        type="text"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder={t('cardPlaceholder')}
        maxLength={t('cardPlaceholder').length}
        value={value}
        disabled={disabled}
        onKeyDown={blockEnter}
        onChange={(event) => onChange(formatCardNumber(event.target.value))}
      />
    </Field>
  );
}

export function DateInput(props: ItemRendererProps<DateItem>) {
  const { value = '', onChange, disabled } = props;
  return (
    <Field props={props}>
      <input {...controlAria(props)} className="input" part="input" type="date" value={value} disabled={disabled} onChange={(event) => onChange(event.target.value || undefined)} />
    </Field>
  );
}

export function TimeInput(props: ItemRendererProps<TimeItem>) {
  const { item, value = '', onChange, disabled } = props;
  return (
    <Field props={props}>
      <input
        {...controlAria(props)}
        className="input input--mono"
        part="input"
        dir="ltr"
        type="text"
        inputMode="numeric"
        placeholder={item.placeholder ?? 'hh:mm'}
        maxLength={TIME_MAX_LENGTH}
        value={value}
        disabled={disabled}
        onKeyDown={blockEnter}
        onChange={(event) => onChange(formatTime(event.target.value))}
      />
    </Field>
  );
}

export function MoneyInput(props: ItemRendererProps<MoneyItem>) {
  const { item, value, onChange, disabled, ids, locale } = props;
  const t = useStrings();
  // §3: never a currency the item does not offer; the default (AED) only when offered.
  const offered = (code: string | undefined) => code !== undefined && item.currencies.some((option) => option.code === code);
  const currency = offered(value?.currency) ? (value?.currency as string) : offered(DEFAULT_CURRENCY) ? DEFAULT_CURRENCY : item.currencies[0]?.code;
  const amount = value?.amount ?? '';
  const digits = currency === undefined ? 0 : fractionDigits(currency, item.currencies);
  const searched = useSearchReport('currency', props);
  // What the user typed, in the locale's own form ('1.234,5' in de-DE); the value is its dot-decimal reading.
  const [typed, setTyped] = useState(() => showAmount(amount, locale));
  const shown = readAmount(typed, locale, digits) === amount ? typed : showAmount(amount, locale);
  // A saved currency the item does not offer is replaced, so what is sent is what is shown.
  useEffect(() => {
    if (value && currency && value.currency !== currency) onChange({ currency, amount: sanitizeAmount(value.amount, fractionDigits(currency, item.currencies)) });
  }, [value, currency, onChange, item.currencies]);
  // §5: without currency options no amount can be valid; say so now rather than offer a field that looks right.
  if (currency === undefined) {
    return (
      <Field props={{ ...props, error: t('currencyOptionsMissing') }}>
        <input {...controlAria({ ...props, error: t('currencyOptionsMissing') })} className="input" part="input" type="text" value={amount} disabled readOnly />
      </Field>
    );
  }
  return (
    <Field props={props}>
      <div className="combo">
        <CurrencyPicker
          label={t('currency')}
          value={currency}
          currencies={item.currencies}
          locale={locale}
          variant="popover"
          compact
          disabled={disabled}
          onSearched={searched}
          onChange={(code: string) => onChange({ currency: code, amount: sanitizeAmount(amount, fractionDigits(code, item.currencies)) })}
        />
        <input
          {...controlAria(props)}
          aria-label={item.title ? undefined : t('amount')}
          aria-labelledby={item.title ? ids.label : undefined}
          className="input combo__input"
          part="input"
          dir="ltr"
          type="text"
          inputMode="decimal"
          maxLength={MONEY_AMOUNT_MAX_LENGTH}
          placeholder={item.placeholder ?? showAmount(digits ? (0).toFixed(digits) : '0', locale)}
          value={shown}
          disabled={disabled}
          onKeyDown={blockEnter}
          onChange={(event) => {
            setTyped(amountText(event.target.value, locale, digits));
            onChange({ currency, amount: readAmount(event.target.value, locale, digits) });
          }}
        />
      </div>
    </Field>
  );
}

export function PhoneInput(props: ItemRendererProps<PhoneItem>) {
  const { item, value, onChange, disabled, ids } = props;
  const t = useStrings();
  const [pasteError, setPasteError] = useState<string>();
  const searched = useSearchReport('phone-code', props);
  const code = value?.code ?? DEFAULT_PHONE_CODE;
  const number = value?.number ?? '';
  const country = value?.country;
  const countries = item.phoneCountries.length > 0 ? item.phoneCountries : [{ dialCode: DEFAULT_PHONE_CODE, countryCode: 'GB' }];
  const set = (next: Phone) => {
    setPasteError(undefined);
    onChange(next.country ? next : { code: next.code, number: next.number });
  };
  // A pasted number is read whole (the field's 16 characters would cut '+44 (0) 7946 095 812'): an
  // international one sets the code and its country too; the same code keeps the country chosen.
  const paste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const read = readPhonePaste(event.clipboardData.getData('text'), countries);
    if ('unknownCode' in read) return setPasteError(t('phoneCodeNotOffered', { code: read.unknownCode }));
    if (!read.code || read.code.dialCode === code) return set({ code, number: read.number, ...(country ? { country } : {}) });
    set({ code: read.code.dialCode, number: read.number, ...(read.code.countryCode ? { country: read.code.countryCode } : {}) });
  };
  return (
    <Field props={props}>
      <div className="combo">
        <PhoneCodePicker
          label={t('countryCode')}
          value={code}
          country={country}
          countries={countries}
          locale={props.locale}
          disabled={disabled}
          onSearched={searched}
          onChange={(next: PhoneCountry) => set({ code: next.dialCode, number, ...(next.countryCode ? { country: next.countryCode } : {}) })}
        />
        <input
          {...controlAria(props)}
          aria-describedby={[controlAria(props)['aria-describedby'], pasteError ? `${ids.error}-paste` : ''].filter(Boolean).join(' ') || undefined}
          className="input combo__input"
          part="input"
          dir="ltr"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={PHONE_NUMBER_MAX_LENGTH}
          placeholder={item.placeholder}
          value={number}
          disabled={disabled}
          onKeyDown={blockEnter}
          onPaste={paste}
          onChange={(event) => set({ code, number: sanitizePhoneNumber(event.target.value), ...(country ? { country } : {}) })}
        />
      </div>
      {pasteError && (
        <p className="error phone-paste-error" id={`${ids.error}-paste`} role="alert">
          {pasteError}
        </p>
      )}
    </Field>
  );
}

/** TEXT is a field, or a text block when styled DISPLAY. */
export function TextView(props: ItemRendererProps<TextItem>) {
  return isDisplayText(props.item) ? <TextBlock {...props} /> : <TextInput {...props} />;
}

/** For src/forms/ui/items/index.ts. */
export const textInputViews = {
  TEXT: TextView,
  TEXT_INPUT: TextInput,
  CARD_INPUT: CardInput,
  DATE_INPUT: DateInput,
  TIME_INPUT: TimeInput,
  MONEY_INPUT: MoneyInput,
  PHONE_INPUT: PhoneInput,
} satisfies Partial<ItemViews>;
