/**
 * §3 Transaction categories as 24×24 stroke icons, for the transaction picker's rows. They live in
 * the pickers' lazy chunk, not the design system's Icon set: no other page needs them.
 */
import { TRANSACTION_CATEGORIES } from '../../core/pickers/wire';
import type { Transaction, TransactionCategory } from '../../core/pickers/wire';

const paths: Record<TransactionCategory, string> = {
  HEALTH: 'M9 4h6v5h5v6h-5v5H9v-5H4V9h5z',
  GENERAL: 'M4 8h16v11H4zM4 8l2-4h12l2 4M10 12h4',
  SERVICES: 'M14.5 5.5a4 4 0 0 0-5 5L4 16l4 4 5.5-5.5a4 4 0 0 0 5-5l-2.5 2.5-2.5-.5-.5-2.5z',
  TRAVEL: 'M3 13.5l7-1.5 4-8h2l-2 8 6 1v2l-6 1 2 5h-2l-4-5-7-1z',
  TRANSPORT: 'M6 4h12v13H6zM6 11h12M8 20v-3M16 20v-3M9 14h.01M15 14h.01',
  ACCOMMODATION: 'M3 18V7M3 13h18v5M21 13v-1a3 3 0 0 0-3-3h-7v4M7 11h.01',
  UTILITIES: 'M13 3L5 14h6l-1 7 8-11h-6z',
  SHOPPING: 'M6 8h12l-1 12H7zM9 8V6a3 3 0 0 1 6 0v2',
  FINANCIAL: 'M3 10h18M5 10v8M9.5 10v8M14.5 10v8M19 10v8M3 20h18M12 3l9 5H3z',
  FURNITURE: 'M5 11V8a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v3M3 11h18v5H3zM5 16v3M19 16v3',
  HARDWARE: 'M13 7l4 4M11 9l-7 7 3 3 7-7M12 6l4-3 5 5-3 4z',
  GROCERIES: 'M3 4h2l2.5 11h10L20 8H6.5M9 19.5h.01M17 19.5h.01',
  FUEL: 'M5 20V5a1 1 0 0 1 1-1h7a1 1 0 0 1 1 1v15M4 20h11M5 10h9M14 8l3 3v6a1.5 1.5 0 0 0 3 0V9l-3-3',
  ENTERTAINMENT: 'M4 6h16v12H4zM8 6v12M16 6v12M4 10h4M4 14h4M16 10h4M16 14h4',
  SOFTWARE: 'M9 8l-4 4 4 4M15 8l4 4-4 4',
  RESTAURANTS: 'M7 3v18M5 3v5a2 2 0 0 0 4 0V3M17 21V3c-2 1-3 3-3 7h3',
  ADVERTISING: 'M4 10v4h3l8 4V6l-8 4zM18 9a3 3 0 0 1 0 6M8 14l1 5h2',
  CASH: 'M3 7h18v10H3zM12 14.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5zM6 10v4M18 10v4',
  EDUCATION: 'M2 9l10-5 10 5-10 5zM6 11v5c3 2 9 2 12 0v-5M22 9v6',
  GOVERNMENT: 'M3 21h18M4 10h16M12 3l8 5H4zM6 10v8M10 10v8M14 10v8M18 10v8M4 18h16',
};

/** The row's category: its own, else the one its icon name spells ({name: 'groceries'}). */
export function categoryOf(transaction: Transaction): TransactionCategory | undefined {
  if (transaction.category) return transaction.category;
  const name = transaction.icon?.name.toUpperCase();
  return TRANSACTION_CATEGORIES.find((category) => category === name);
}

export function CategoryIcon({ category, size = 22 }: { category: TransactionCategory; size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" part="category-icon" data-category={category}>
      <path d={paths[category]} />
    </svg>
  );
}
