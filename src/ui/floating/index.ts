/** The floating layer's chunk (loaded by src/ui/floating-layer.ts): what the light views render once it is in. */
export { ListNavigation, TYPE_AHEAD_RESET_MS } from './ListNavigation';
export type { ListBinding, ListNavigationProps } from './ListNavigation';
export { MenuPopup } from './MenuPopup';
export type { MenuItemProps, MenuPopupProps } from './MenuPopup';
export { ModalSurface } from './ModalSurface';
export type { ModalSurfaceProps } from './ModalSurface';
export { Popover } from './Popover';
export type { PopoverProps } from './Popover';
export { RadioGroup } from './RadioGroup';
export type { RadioGroupProps } from './RadioGroup';
