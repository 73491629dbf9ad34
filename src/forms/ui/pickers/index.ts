/**
 * The pickers' lazy chunk: src/forms/ui/items/pickers.tsx imports this module with import() when
 * a flow first shows a picker, so a form without one never loads it (nor TanStack Query/Virtual).
 */
export { ChooserView, EntitiesSummaryView } from './chooser';
export { CountryPicker } from './CountryPicker';
export { CardSelectionView, EntitiesSelectionView } from './entities';
export { CountrySelectionView, CurrencyPicker, CurrencySelectionView, PhoneCodePicker } from './selection';
export { TransactionsSelectionView } from './transactions';
