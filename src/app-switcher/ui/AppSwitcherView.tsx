import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { KeyboardEvent, MouseEvent } from 'react';
import { Icon } from '../../ui/Icon';
import type { IconName } from '../../ui/Icon';
import { once } from '../../shared/once';
import { reportUsage } from '../../shared/usage';
import { useElement } from '../../ui/element-context';
import { useFocusLeave, useOutsidePress } from '../../ui/popover';
import { APPS } from '../constants';
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

// Floating UI, where CSS anchor positioning is missing: loaded the first time the menu opens.
const placeMenuModule = once(() => import('./place-menu'));

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
  const labels = APPS.map((app) => t(`app.${app.id}.label`));
  const [{ environment, links, menu }, switcher] = useAppSwitcher({ hostname: location.hostname, ...props });
  const menuId = useId();
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  const itemRefs = useRef<(HTMLAnchorElement | null)[]>([]);
  const menuRef = useRef<HTMLDivElement | null>(null);
  const wasOpen = useRef(false);

  // CSS anchor positioning where the browser has it (styles.ts: under the button, right-aligned,
  // flipped to stay in view, following scrolls on its own); elsewhere Floating UI, loaded the
  // first time the menu opens, which shows the menu once it is placed (opacity, so the item
  // the keyboard opened it on can take focus at once).
  const [anchored] = useState(() => CSS.supports('anchor-name', '--a'));
  useLayoutEffect(() => {
    const trigger = triggerRef.current;
    const floating = menuRef.current;
    if (anchored || !menu.open || !trigger || !floating) return undefined;
    floating.style.opacity = '0';
    let stop: (() => void) | undefined;
    let closed = false;
    placeMenuModule().then(
      ({ placeMenu }) => void (closed || (stop = placeMenu(trigger, floating))),
      // Not placed: the next opening asks for the module again; until then the menu shows where CSS put it.
      () => void (floating.style.opacity = ''),
    );
    return () => {
      closed = true;
      stop?.();
    };
  }, [anchored, menu.open]);

  useEffect(() => {
    if (menu.open && menu.active >= 0) itemRefs.current[menu.active]?.focus();
    if (wasOpen.current !== menu.open) {
      emit('fin-app-switcher-toggle', { open: menu.open });
      if (menu.open) reportUsage(usage.menuView);
      wasOpen.current = menu.open;
    }
  }, [menu, emit]);

  const popover = [triggerRef, menuRef];
  useOutsidePress(popover, menu.open, switcher.close);
  useFocusLeave(popover, menu.open, switcher.close);

  const onKey = (where: 'trigger' | 'menu') => (event: KeyboardEvent) => {
    if (event.key === 'Tab' && where === 'menu') return switcher.close();
    if (!switcher.key(where, event.key, labels)) return;
    event.preventDefault();
    // Escape hands focus back to the button (Tab and outside clicks leave it where it goes).
    if (event.key === 'Escape') triggerRef.current?.focus();
  };

  const select = (app: AppId, href: string, index: number) => (event: MouseEvent) => {
    reportUsage({ ...usage.appSelected, itemPosition: index, context: { app } });
    const cancelled = !emit('fin-app-switcher-select', { app, href });
    switcher.close();
    // The host navigates itself (or not at all): focus goes back to the button, not to the page.
    if (cancelled) {
      event.preventDefault();
      triggerRef.current?.focus();
    }
  };

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        className="trigger"
        part="trigger"
        aria-label={t('trigger')}
        aria-haspopup="menu"
        aria-expanded={menu.open}
        aria-controls={menu.open ? menuId : undefined}
        onClick={() => switcher.toggle()}
        onKeyDown={onKey('trigger')}
      >
        <Icon name="apps" />
      </button>
      {menu.open && (
        <div ref={menuRef} className="menu" part="menu" data-anchored={anchored || undefined}>
          <div className="header">
            <p className="title" id={`${menuId}-title`}>
              {t('menuTitle')}
            </p>
            {environment === 'test' && (
              <span className="badge" part="badge">
                {t('testEnvironment')}
              </span>
            )}
          </div>
          <ul className="list" role="menu" id={menuId} aria-labelledby={`${menuId}-title`} onKeyDown={onKey('menu')}>
            {links.map(({ id, href, current }, index) => (
              <li role="none" key={id}>
                <a
                  ref={(node) => {
                    itemRefs.current[index] = node;
                  }}
                  role="menuitem"
                  className="item"
                  part={current ? 'item item-current' : 'item'}
                  href={href}
                  tabIndex={-1}
                  aria-current={current ? 'page' : undefined}
                  onClick={select(id, href, index)}
                  onFocus={() => menu.active !== index && switcher.focusItem(index)}
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
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
