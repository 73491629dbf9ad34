import { useLayoutEffect, useRef } from 'react';
import type { RefObject } from 'react';

/** A ref that always holds the latest value, for native listeners and timers set up once. */
export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
