import { APPS } from '../src/app-switcher/constants';
import { AppSwitcherView } from '../src/app-switcher/ui/AppSwitcherView';
import type { AppSwitcherProps } from '../src/app-switcher/ui/AppSwitcherView';
import { appSwitcherStyles } from '../src/app-switcher/ui/styles';
import { createElementClass, defineElement, oneOf } from './define';

/**
 * A menu button that links the sibling apps: banking, business, investing, crypto exchange,
 * people, hiring and point of sale. Links go to the production or the test host, chosen by
 * whether the page is on the production domain or the test domain.
 *
 * @summary Menu of the sibling apps, on the production or test host.
 * @tag fin-app-switcher
 *
 * @attr {"banking" | "business" | "investing" | "crypto-exchange" | "people" | "hiring" | "point-of-sale"} current - The app this page belongs to; marked in the menu.
 * @attr {string} production-domain - Domain of the production apps. Default finapp.com.
 * @attr {string} test-domain - Domain of the test apps. Default finapp-test.com.
 * @attr {"production" | "test"} environment - 'production' or 'test' to override what the page's hostname says.
 * @attr {string} api-base - Backend URL (unused by this element; accepted by every element).
 * @attr {string} locale - BCP 47 locale. Default: the loader's, then the language cookie, then en-GB.
 * @attr {"auto" | "light" | "dark"} appearance - Light or dark colours. auto (default): the page's color-scheme when it sets one, else the user's prefers-color-scheme, live. Default: configure({appearance}), then auto.
 *
 * @fires {CustomEvent<{open: boolean}>} fin-app-switcher-toggle - The menu opened or closed.
 * @fires {CustomEvent<{app: string, href: string}>} fin-app-switcher-select - An app was chosen; cancelable (preventDefault to navigate yourself).
 * @fires {CustomEvent<{code: string, message: string}>} fin-error - An attribute had a value of the wrong kind.
 *
 * @csspart trigger - The round menu button.
 * @csspart menu - The popover card.
 * @csspart badge - The 'Test environment' badge.
 * @csspart item - Each app link.
 * @csspart item-current - The current app's link.
 *
 * @cssprop --fin-color-accent - Tile and current-app colour.
 * @cssprop --fin-color-accent-soft - Tile background.
 * @cssprop --fin-color-surface - Menu background.
 * @cssprop --fin-color-surface-alt - Background of the hovered or focused app.
 * @cssprop --fin-color-text - Menu text colour (the button takes the colour of the text around it).
 * @cssprop --fin-color-border - Menu border.
 * @cssprop --fin-radius - Menu corner radius.
 * @cssprop --fin-shadow - Menu shadow.
 * @cssprop --fin-z-index - Stacking order of the menu.
 */
export class FinAppSwitcherElement extends createElementClass<AppSwitcherProps>('fin-app-switcher', {
  view: AppSwitcherView,
  attributes: {
    current: oneOf(APPS.map((app) => app.id)),
    productionDomain: 'string',
    testDomain: 'string',
    environment: oneOf(['production', 'test']),
  },
  styles: appSwitcherStyles,
}) {}

defineElement('fin-app-switcher', FinAppSwitcherElement);

declare global {
  interface HTMLElementTagNameMap {
    'fin-app-switcher': FinAppSwitcherElement;
  }
}
