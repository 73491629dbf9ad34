/**
 * SIGNATURE_INPUT (§5 Signature): draw with mouse, touch or pen on a signature_pad canvas
 * (loaded with the first signature item), or, without a pointer, type a name that is drawn as
 * the signature. The value is the canvas as a PNG data URL, checked against the item's first
 * validation pattern.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type SignaturePad from 'signature_pad';
import { once } from '../../../shared/once';
import { Button } from '../../../ui/Button';
import { useLatest } from '../../../ui/useLatest';
import type { SignatureItem } from '../../core/items/media';
import { Field } from '../Field';
import type { ItemRendererProps } from '../items/props';
import { useMediaStrings } from './strings';
import { useAdoptedStyles } from './styles';

// Loaded with the first signature item; a failed load is asked again when the item retries.
const loadPad = once(() => import('signature_pad'));

/** Fits the canvas's backing store to its CSS size at the screen's pixel ratio (drawing would blur otherwise). */
function fitCanvas(canvas: HTMLCanvasElement): number {
  const ratio = Math.max(window.devicePixelRatio || 1, 1);
  canvas.width = canvas.offsetWidth * ratio;
  canvas.height = canvas.offsetHeight * ratio;
  canvas.getContext('2d')?.scale(ratio, ratio);
  return ratio;
}

/** The typed name, drawn in a handwriting face across the pad. */
function drawName(canvas: HTMLCanvasElement, name: string, color: string) {
  const context = canvas.getContext('2d');
  if (!context) return;
  const width = canvas.offsetWidth;
  const height = canvas.offsetHeight;
  context.clearRect(0, 0, width, height);
  context.fillStyle = color;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  let size = 44;
  do {
    context.font = `italic ${size}px "Segoe Script", "Brush Script MT", "Snell Roundhand", cursive`;
    size -= 2;
  } while (size > 14 && context.measureText(name).width > width - 32);
  context.fillText(name, width / 2, height / 2, width - 32);
}

export function SignatureView(props: ItemRendererProps<SignatureItem>) {
  const { value, onChange, disabled, ids } = props;
  useAdoptedStyles();
  const t = useMediaStrings();
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const pad = useRef<SignaturePad | null>(null);
  const change = useLatest(onChange);
  const initial = useRef(value);
  const [ready, setReady] = useState(false);
  const [loadError, setLoadError] = useState<unknown>();
  const [typing, setTyping] = useState(false);
  const [name, setName] = useState('');
  const nameId = useId();

  useEffect(() => {
    let cancelled = false;
    let created: SignaturePad | undefined;
    loadPad().then(({ default: Pad }) => {
      const element = canvas.current;
      if (cancelled || !element) return;
      const ratio = fitCanvas(element);
      created = new Pad(element, { penColor: getComputedStyle(element).color });
      created.addEventListener('endStroke', () => change.current(element.toDataURL('image/png')));
      if (initial.current) void created.fromDataURL(initial.current, { ratio });
      pad.current = created;
      setReady(true);
    }, (error: unknown) => cancelled || setLoadError(() => error));
    return () => {
      cancelled = true;
      created?.off();
      pad.current = null;
    };
  }, [change]);

  useEffect(() => {
    if (disabled) pad.current?.off();
    else pad.current?.on();
  }, [disabled]);

  // The item's boundary shows the failure with Retry, which mounts this again (and loads again).
  if (loadError) throw loadError;

  const clear = () => {
    pad.current?.clear();
    onChange(undefined);
  };
  const applyTyped = () => {
    const element = canvas.current;
    if (!element || name.trim() === '') return;
    pad.current?.clear();
    drawName(element, name.trim(), getComputedStyle(element).color);
    onChange(element.toDataURL('image/png'));
    setTyping(false);
  };

  return (
    <Field props={props}>
      <div className="signature">
        <canvas
          ref={canvas}
          id={ids.control}
          className="signature__pad"
          part="signature-pad"
          data-ready={ready}
          role="img"
          aria-label={value ? t('signatureDone') : t('signatureDraw')}
          aria-describedby={props.error === undefined ? undefined : ids.error}
          aria-invalid={props.error !== undefined || undefined}
        />
        {typing ? (
          <div className="signature__typed">
            <label className="label" htmlFor={nameId}>
              {t('signatureTypeLabel')}
            </label>
            <input
              id={nameId}
              className="input"
              type="text"
              autoComplete="name"
              value={name}
              disabled={disabled}
              onChange={(event) => setName(event.target.value)}
              onKeyDown={(event) => {
                if (event.key !== 'Enter') return;
                event.preventDefault();
                applyTyped();
              }}
            />
            <div className="signature__tools">
              <Button size="small" disabled={disabled || name.trim() === ''} onClick={applyTyped}>
                {t('signatureUseTyped')}
              </Button>
              <Button size="small" variant="quiet" onClick={() => setTyping(false)}>
                {t('signatureBack')}
              </Button>
            </div>
          </div>
        ) : (
          <div className="signature__tools">
            <Button size="small" variant="secondary" disabled={disabled} onClick={() => setTyping(true)}>
              {t('signatureType')}
            </Button>
            <Button size="small" variant="quiet" disabled={disabled || !value} onClick={clear}>
              {t('signatureClear')}
            </Button>
          </div>
        )}
      </div>
    </Field>
  );
}
