import { useEffect, useRef } from 'react';
import type { MouseEvent } from 'react';
import { Icon } from '../../ui/Icon';
import type { IconName } from '../../ui/Icon';
import { reportUsage } from '../../shared/usage';
import { useElement } from '../../ui/element-context';
import { MenuButton } from '../../ui/MenuButton';
import type { AppId } from '../constants';
import { strings } from '../strings';
import { useStrings } from '../../ui/useStrings';
import '../events';
import { useAppSwitcher } from './useAppSwitcher';

export interface AppSwitcherProps {
  /** The app this page belongs to: marked as current in the menu. */
  current?: string;
  productionDomain?: string;
  testDomain?: string;
  /** 'production' or 'test' to override what the hostname says. */
  environment?: string;
}

const icons: Record<AppId, IconName> = {
  banking: 'bank',
  business: 'briefcase',
  investing: 'chart',
  'crypto-exchange': 'crypto',
  people: 'people',
  hiring: 'hiring',
  'point-of-sale': 'pos',
};

/** What the switcher reports to the usage tracker: the menu shown, an app chosen. */
const usage = {
  menuView: { screen: 'app-switcher', section: 'menu', action: 'view' },
  appSelected: { screen: 'app-switcher', section: 'menu', action: 'select-app' },
} as const;

export function AppSwitcherView(props: AppSwitcherProps) {
  const { emit } = useElement();
  const t = useStrings(strings);
  const [{ environment, links, open }, switcher] = useAppSwitcher({ hostname: location.hostname, ...props });
  const wasOpen = useRef(false);

  useEffect(() => {
    if (wasOpen.current === open) return;
    emit('fin-app-switcher-toggle', { open });
    if (open) reportUsage(usage.menuView);
    wasOpen.current = open;
  }, [open, emit]);

  const select = (app: AppId, href: string, index: number) => (event: MouseEvent) => {
    reportUsage({ ...usage.appSelected, itemPosition: index, context: { app } });
    // The host navigates itself (or not at all): focus goes back to the button, not to the page.
    if (!emit('fin-app-switcher-select', { app, href })) event.preventDefault();
    switcher.close();
  };

  // The menu (placed under the button, right-aligned, by the floating layer) loads on the button's first intent.
  return (
    <MenuButton
      open={open}
      onOpenChange={switcher.setOpen}
      buttonLabel={t('trigger')}
      buttonClassName="trigger"
      buttonPart="trigger"
      labels={links.map(({ id }) => t(`app.${id}.label`))}
      strategy="fixed"
      className="menu"
      part="menu"
      listClassName="list"
      header={
        <div className="header">
          <p className="title">
            {t('menuTitle')}
          </p>
          {environment === 'test' && (
            <span className="badge" part="badge">
              {t('testEnvironment')}
            </span>
          )}
        </div>
      }
      renderItem={(index, itemProps) => {
        const { id, href, current } = links[index]!;
        return (
          <a
            {...itemProps({ onClick: select(id, href, index) })}
            className="item"
            part={current ? 'item item-current' : 'item'}
            href={href}
            aria-current={current ? 'page' : undefined}
          >
            <span className="tile" aria-hidden="true">
              <Icon name={icons[id]} size={22} />
            </span>
            <span className="text">
              <span className="label">{t(`app.${id}.label`)}</span>
              <span className="description">{t(`app.${id}.description`)}</span>
            </span>
            {current && <Icon name="check" className="check" size={20} label={t('current')} />}
          </a>
        );
      }}
    >
      <Icon name="apps" />
    </MenuButton>
  );
}
