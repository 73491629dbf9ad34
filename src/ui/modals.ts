/** The modal family, as lazy-modals.tsx loads it: one dynamic import for the 'modal' chunk. */
export { BottomSheet } from './BottomSheet';
export { StatusDialog } from './StatusDialog';
