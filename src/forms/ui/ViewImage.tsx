/**
 * The image of a PROMPT or a BOTTOM_PROMPT (and an option's picture) in its three forms: our icon,
 * a country flag, a URL. A flag that does not load is never a broken image: the URL shows
 * instead, if the image has one, else nothing (the image is decorative, alt="").
 */
import { useEffect, useState } from 'react';
import { buildUrl } from '../../shared/http';
import { consoleLogger } from '../../shared/logger';
import { useSafeUrl } from '../../ui/links';
import { Icon, iconNames } from '../../ui/Icon';
import type { IconName } from '../../ui/Icon';
import { imageSource } from '../core/image';
import type { ImageRef } from '../core/model';
import { useAssetBase } from './assets';

const isIconName = (name: string): name is IconName => (iconNames as readonly string[]).includes(name);

export function ViewImage({ image, className, iconSize }: { image: ImageRef; className: string; iconSize: number }) {
  const assetBase = useAssetBase();
  const safeUrl = useSafeUrl('resource');
  const [flagFailed, setFlagFailed] = useState(false);
  const source = imageSource(flagFailed ? { ...image, countryCode: undefined } : image, isIconName);
  const unknownIcon = image.iconName !== undefined && !isIconName(image.iconName) ? image.iconName : undefined;
  useEffect(() => {
    if (unknownIcon !== undefined) consoleLogger.warn(`<fin-form> the image icon "${unknownIcon}" is not one of the SDK's icons; the image's flag or URL is shown instead, if it has one.`);
  }, [unknownIcon]);
  switch (source?.kind) {
    case 'icon':
      return (
        <span className={`${className} view-icon`} part="image" data-kind="icon">
          <Icon name={source.name} size={iconSize} />
        </span>
      );
    case 'flag':
      return <img className={`${className} view-flag`} part="image" data-kind="flag" src={buildUrl(assetBase, source.path)} alt="" onError={() => setFlagFailed(true)} />;
    case 'url': {
      // A server URL: refused (fin-error unsafe_url) unless safeUrl allows it.
      const src = safeUrl(source.url);
      return src ? <img className={className} part="image" data-kind="url" src={src} alt="" /> : null;
    }
    case undefined:
      return null;
  }
}
