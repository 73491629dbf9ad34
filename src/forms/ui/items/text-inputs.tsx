/** The typed text inputs of §5: text, card number, date, time, money and phone. */
import { useEffect, useState } from 'react';
import type { ClipboardEvent, KeyboardEvent } from 'react';
import { DEFAULT_CURRENCY, DEFAULT_PHONE_CODE, MONEY_AMOUNT_MAX_LENGTH, MULTILINE_MAX_ROWS, PHONE_NUMBER_MAX_LENGTH, TIME_MAX_LENGTH } from '../../constants';
import type { MoneyItem, Phone, PhoneItem } from '../../core/items/money';
import type { PhoneCountry } from '../../core/item-model';
import { isDisplayText } from '../../core/items/text';
import type { CardItem, DateItem, TextItem, TimeItem } from '../../core/items/text';
import { applyMask, formatAmount, formatCardNumber, formatTime, fractionDigits, readAmount, readPhone, sanitizeAmount } from '../../core/text';
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
  // What the user typed, in the locale's own form ('1.234,5' in de-DE); the value is its dot-decimal
  // reading (readAmount, one rule for typing, paste and blur). A value set otherwise shows formatted.
  const [typed, setTyped] = useState(() => formatAmount(amount, locale));
  const reading = readAmount(typed, locale, digits);
  const shown = reading.amount === amount ? reading.text : formatAmount(amount, locale);
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
          placeholder={item.placeholder ?? formatAmount(digits ? (0).toFixed(digits) : '0', locale)}
          value={shown}
          disabled={disabled}
          onKeyDown={blockEnter}
          onChange={(event) => {
            const read = readAmount(event.target.value, locale, digits);
            setTyped(read.text);
            onChange({ currency, amount: read.amount });
          }}
          // On blur the field shows the amount in the locale's format: how it was read.
          onBlur={() => {
            // '12.' is 12; a lone '.' stays, and says it is not an amount.
            const whole = /^\d+\.$/.test(amount) ? amount.slice(0, -1) : amount;
            setTyped(formatAmount(whole, locale));
            if (whole !== amount) onChange({ currency, amount: whole });
          }}
        />
      </div>
    </Field>
  );
}

export function PhoneInput(props: ItemRendererProps<PhoneItem>) {
  const { item, value, onChange, disabled, ids } = props;
  const t = useStrings();
  const [codeError, setCodeError] = useState<string>();
  // A '+code' being typed ('+4' on the way to '+44'): shown as typed until it names a country.
  const [typed, setTyped] = useState<string>();
  const searched = useSearchReport('phone-code', props);
  const code = value?.code ?? DEFAULT_PHONE_CODE;
  const number = value?.number ?? '';
  const country = value?.country;
  const countries = item.phoneCountries.length > 0 ? item.phoneCountries : [{ dialCode: DEFAULT_PHONE_CODE, countryCode: 'GB' }];
  const set = (next: Phone) => {
    setCodeError(undefined);
    setTyped(undefined);
    onChange(next.country ? next : { code: next.code, number: next.number });
  };
  // Typed or pasted, one rule (readPhone): a leading +code sets the code and its country (the one
  // chosen when it shares the code), the trunk (0) goes. A paste is read whole: the field's 16
  // characters would cut '+44 (0) 7946 095 812'.
  const take = (text: string, pasted: boolean) => {
    const read = readPhone(text, countries, { code, country });
    if ('pending' in read) {
      setCodeError(undefined);
      return setTyped(text);
    }
    if ('unknownCode' in read) {
      // A typed code stays in the field beside its message; a paste leaves the field as it was.
      if (!pasted) setTyped(text);
      return setCodeError(t('phoneCodeNotOffered', { code: read.unknownCode }));
    }
    set(read);
  };
  const paste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    take(event.clipboardData.getData('text'), true);
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
          aria-describedby={[controlAria(props)['aria-describedby'], codeError ? `${ids.error}-paste` : ''].filter(Boolean).join(' ') || undefined}
          className="input combo__input"
          part="input"
          dir="ltr"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={PHONE_NUMBER_MAX_LENGTH}
          placeholder={item.placeholder}
          value={typed ?? number}
          disabled={disabled}
          onKeyDown={blockEnter}
          onPaste={paste}
          onChange={(event) => take(event.target.value, false)}
        />
      </div>
      {codeError && (
        <p className="error phone-paste-error" id={`${ids.error}-paste`} role="alert">
          {codeError}
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
