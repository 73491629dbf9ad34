/**
 * A radio group (WAI-ARIA APG): one Tab stop (the checked radio, else the first), the arrows move
 * focus and check, wrapping, in the reading direction (right to left, ArrowLeft is the next);
 * Home and End check the first and the last. Focus moves by the library's Composite; only a key
 * checks (focus arriving by Tab or a press does not check by itself: a press checks by its click).
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
  const byKey = useRef(false);
  const group = useRef<HTMLDivElement | null>(null);
  const [rtl, setRtl] = useState(false);
  // Right to left, the next radio is on the left: the reading direction is the element's.
  useLayoutEffect(() => setRtl(!!group.current && getComputedStyle(group.current).direction === 'rtl'), []);
  const items = useRef<(HTMLElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const to = event.key === 'Home' ? 0 : event.key === 'End' ? count - 1 : undefined;
    if (to !== undefined) {
      event.preventDefault();
      setFocused(to);
      onCheck(to);
      items.current[to]?.focus();
      return;
    }
    // The Composite moves focus after this handler, in the same task.
    byKey.current = true;
    queueMicrotask(() => (byKey.current = false));
  };
  return (
    <Composite
      ref={group}
      role="radiogroup"
      aria-label={label}
      className={className}
      loop
      rtl={rtl}
      activeIndex={checked >= 0 ? checked : focused}
      onNavigate={(index) => {
        setFocused(index);
        if (byKey.current) onCheck(index);
      }}
      onKeyDown={onKeyDown}
    >
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
