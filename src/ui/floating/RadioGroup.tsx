/**
 * A radio group (WAI-ARIA APG): one Tab stop (the checked radio, else the first); the arrows move
 * focus and check, wrapping, in the reading direction (right to left, ArrowLeft is the next): the
 * library's Composite. Home and End check the first and the last, which Composite leaves. Focus
 * arriving by Tab is on the tab stop already, so only a move within the group checks (a press
 * checks by its own click).
 */
import { Composite, CompositeItem } from '@floating-ui/react';
import { useLayoutEffect, useRef, useState } from 'react';
import type { KeyboardEvent, ReactElement } from 'react';

export interface RadioGroupProps {
  /** The group's name. */
  label: string;
  className: string;
  count: number;
  /** The checked radio's index, -1 when none. */
  checked: number;
  onCheck: (index: number) => void;
  /** Radio `index`: an element with role="radio" (the group gives it its tab stop, focus and keys). */
  renderRadio: (index: number) => ReactElement;
}

export function RadioGroup({ label, className, count, checked, onCheck, renderRadio }: RadioGroupProps) {
  const [focused, setFocused] = useState(Math.max(0, checked));
  const current = checked >= 0 ? checked : focused;
  const group = useRef<HTMLDivElement | null>(null);
  const items = useRef<(HTMLElement | null)[]>([]);
  const [rtl, setRtl] = useState(false);
  // Right to left, the next radio is on the left: the reading direction is the element's.
  useLayoutEffect(() => setRtl(!!group.current && getComputedStyle(group.current).direction === 'rtl'), []);
  const move = (index: number) => {
    setFocused(index);
    if (index !== current) onCheck(index);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const to = event.key === 'Home' ? 0 : event.key === 'End' ? count - 1 : undefined;
    if (to === undefined) return;
    event.preventDefault();
    move(to);
    items.current[to]?.focus();
  };
  return (
    <Composite ref={group} role="radiogroup" aria-label={label} className={className} loop rtl={rtl} activeIndex={current} onNavigate={move} onKeyDown={onKeyDown}>
      {Array.from({ length: count }, (_, index) => (
        <CompositeItem
          key={index}
          ref={(node: HTMLElement | null) => {
            items.current[index] = node;
          }}
          render={renderRadio(index)}
        />
      ))}
    </Composite>
  );
}
