import { useEffect } from 'react';
import { useElement } from '../../ui/element-context';
import { setTagOptions } from '../browser';

export interface TrackerProps {
  product?: string;
  appId?: string;
  appVersion?: string;
  mode?: string;
  endpoint?: string;
  testEndpoint?: string;
  /** From the JSON attribute: `consent="false"`. */
  consent?: unknown;
  respectDnt?: boolean;
  userInfo?: unknown;
}

/** Renders nothing: hands the tag's attributes to the page's tracker while it is connected. */
export function TrackerView({ product, appId, appVersion, mode, endpoint, testEndpoint, consent, respectDnt, userInfo }: TrackerProps) {
  const { host, config } = useElement();
  const locale = host.hasAttribute('locale') ? config.locale : undefined;
  const apiBase = host.hasAttribute('api-base') ? config.apiBase : undefined;
  useEffect(() => {
    setTagOptions(host, {
      product,
      appId,
      appVersion,
      mode,
      endpoint: endpoint ?? apiBase,
      testEndpoint,
      consent,
      // An absent boolean attribute reads as false; it must not undo configure({tracker: {respectDnt: true}}).
      respectDnt: respectDnt || undefined,
      userInfo,
      locale,
    });
    return () => setTagOptions(host, undefined);
  }, [host, product, appId, appVersion, mode, endpoint, apiBase, testEndpoint, consent, respectDnt, userInfo, locale]);
  return null;
}
