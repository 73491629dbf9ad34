/**
 * The landing's last size (issue 47: placeholders take the size of what replaces them): while its
 * tree and banners load, the landing's placeholder is as tall as the landing was when it last
 * showed them in this session, with as many category rows; kept in session storage per scope and
 * language. Storage blocked: the placeholder's own size.
 */
import { useCallback } from 'react';
import { LANDING_SIZE_KEY } from '../constants';

export interface LandingSize {
  height: number;
  categories: number;
}

const keyOf = (cacheKey: readonly string[]): string => `${LANDING_SIZE_KEY}:${cacheKey.join(':')}`;

export function readLandingSize(cacheKey: readonly string[]): LandingSize | undefined {
  try {
    const value = JSON.parse(sessionStorage.getItem(keyOf(cacheKey)) ?? 'null') as Partial<LandingSize> | null;
    return typeof value?.height === 'number' && typeof value.categories === 'number' ? { height: value.height, categories: value.categories } : undefined;
  } catch {
    return undefined;
  }
}

/** A ref callback for the landing's content: its height, as it changes, with the category count. */
export function useRememberLandingSize(cacheKey: readonly string[], categories: number): (node: HTMLElement | null) => (() => void) | undefined {
  const key = keyOf(cacheKey);
  return useCallback(
    (node: HTMLElement | null) => {
      if (!node) return undefined;
      const observer = new ResizeObserver(() => {
        try {
          if (node.offsetHeight) sessionStorage.setItem(key, JSON.stringify({ height: node.offsetHeight, categories }));
        } catch {
          // Storage blocked: the next visit's placeholder has its own size.
        }
      });
      observer.observe(node);
      return () => observer.disconnect();
    },
    [key, categories],
  );
}
