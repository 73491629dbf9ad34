/** Keyboard model of a menu button (WAI-ARIA APG "menu button"): pure and DOM-free. */
export interface MenuState {
  open: boolean;
  /** Index of the item holding focus, -1 when none. */
  active: number;
}

export type MenuKey = 'ArrowDown' | 'ArrowUp' | 'Home' | 'End' | 'Escape' | 'Tab' | 'Enter' | ' ';

export const closedMenu: MenuState = { open: false, active: -1 };

/** Keys on the trigger button. */
export function triggerKey(state: MenuState, key: string, count: number): MenuState | null {
  if (key === 'ArrowDown' || key === 'Enter' || key === ' ') return { open: true, active: 0 };
  if (key === 'ArrowUp') return { open: true, active: count - 1 };
  if (key === 'Escape' && state.open) return closedMenu;
  return null;
}

/** Keys inside the open menu. Returns null for keys the menu leaves to the browser. */
export function menuKey(state: MenuState, key: string, count: number): MenuState | null {
  switch (key) {
    case 'ArrowDown':
      return { open: true, active: (state.active + 1) % count };
    case 'ArrowUp':
      return { open: true, active: (state.active - 1 + count) % count };
    case 'Home':
      return { open: true, active: 0 };
    case 'End':
      return { open: true, active: count - 1 };
    case 'Escape':
    case 'Tab':
      return closedMenu;
    default:
      return null;
  }
}

/** Type-ahead: the next item after the active one whose label starts with the typed letter. */
export function typeAhead(state: MenuState, letter: string, labels: readonly string[]): MenuState | null {
  const wanted = letter.toLowerCase();
  for (let step = 1; step <= labels.length; step++) {
    const index = (state.active + step) % labels.length;
    if (labels[index]?.toLowerCase().startsWith(wanted)) return { open: true, active: index };
  }
  return null;
}
