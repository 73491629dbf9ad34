/** The frame of an input item: label (with 'Optional'), hint, the control, underline text and the error. */
import type { ReactNode } from 'react';
import { cx } from '../../ui/cx';
import type { ItemRendererProps } from './items/props';
import { useStrings } from './strings';

/** What the frame needs of an item renderer's props. */
export type FieldSource = Pick<ItemRendererProps, 'item' | 'error' | 'ids'>;

interface FieldProps {
  props: FieldSource;
  children: ReactNode;
  /** A group of controls (radios, stars…) is a fieldset with a legend instead of a label. */
  group?: boolean;
}

export function describedBy(props: FieldSource): string {
  const { item, error, ids } = props;
  return [item.hint ? ids.hint : '', error !== undefined ? ids.error : ''].filter(Boolean).join(' ') || '';
}

function LabelText({ props }: { props: FieldSource }) {
  const { item } = props;
  const t = useStrings();
  return (
    <>
      {item.title}
      {!item.required && item.title && <span className="optional"> ({t('optional')})</span>}
    </>
  );
}

export function Field({ props, children, group = false }: FieldProps) {
  const { item, error, ids } = props;
  const body = (
    <>
      {item.hint && (
        <p className="hint" id={ids.hint}>
          {item.hint}
        </p>
      )}
      {children}
      {item.underlineText && <p className="underline">{item.underlineText}</p>}
      <p className="error" id={ids.error} role="alert" hidden={error === undefined}>
        {error}
      </p>
    </>
  );
  if (group) {
    return (
      <fieldset
        className={cx('field', error !== undefined && 'field--invalid')}
        part="field"
        aria-label={item.title ? undefined : item.placeholder ?? item.hint}
        aria-describedby={describedBy(props) || undefined}
      >
        {item.title && (
          <legend className="label" id={ids.label}>
            <LabelText props={props} />
          </legend>
        )}
        {body}
      </fieldset>
    );
  }
  return (
    <div className="field" part="field">
      {item.title && (
        <label className="label" id={ids.label} htmlFor={ids.control}>
          <LabelText props={props} />
        </label>
      )}
      {body}
    </div>
  );
}

/** aria attributes of a single control. */
export function controlAria(props: FieldSource) {
  return {
    id: props.ids.control,
    'aria-invalid': props.error !== undefined || undefined,
    'aria-describedby': describedBy(props) || undefined,
    'aria-required': props.item.required || undefined,
    'aria-label': props.item.title ? undefined : props.item.placeholder,
  };
}
