/** Public events of <fin-app-switcher>. */
import type { AppId } from './constants';

declare module '../shared/events' {
  interface FinEventMap {
    /** The menu opened or closed. */
    'fin-app-switcher-toggle': { open: boolean };
    /** An app was chosen. Cancelable: call preventDefault() to navigate yourself. */
    'fin-app-switcher-select': { app: AppId; href: string };
  }
}
