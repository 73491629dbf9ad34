/**
 * A view's image (§2 PROMPT and BOTTOM_PROMPT, §3 View: icon name / countryCode / url): which of
 * its three forms is shown. An icon the SDK has comes first, then the country's flag, then the
 * URL; an icon name the SDK does not have is skipped (the next form shows, or none).
 */
import { FLAG_ASSET_PATH } from '../constants';
import type { ImageRef } from './model';

export type ImageSource<N extends string = string> = { kind: 'icon'; name: N } | { kind: 'flag'; path: string } | { kind: 'url'; url: string };

const COUNTRY_CODE = /^[A-Za-z]{2}$/;

/** The flag's path under api-base; undefined unless the code is two letters (it becomes a path segment). */
export function flagPath(countryCode: string): string | undefined {
  return COUNTRY_CODE.test(countryCode) ? `${FLAG_ASSET_PATH}/${countryCode.toLowerCase()}.svg` : undefined;
}

export function imageSource<N extends string>(image: ImageRef, isIcon: (name: string) => name is N): ImageSource<N> | undefined {
  if (image.iconName !== undefined && isIcon(image.iconName)) return { kind: 'icon', name: image.iconName };
  const flag = image.countryCode === undefined ? undefined : flagPath(image.countryCode);
  if (flag) return { kind: 'flag', path: flag };
  if (image.url) return { kind: 'url', url: image.url };
  return undefined;
}
