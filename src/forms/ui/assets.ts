/**
 * Where the form's static assets (flags, illustrations) come from: the `asset-base` attribute,
 * else the element's api-base (§7 "static image assets come from the provider's asset host").
 */
import { createContext, useContext } from 'react';
import { useElement } from '../../ui/element-context';

export const AssetBaseContext = createContext<string | undefined>(undefined);

export function useAssetBase(): string {
  const { config } = useElement();
  return useContext(AssetBaseContext) ?? config.apiBase;
}
