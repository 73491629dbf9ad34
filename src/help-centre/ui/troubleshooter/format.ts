/** How cards and transactions read: the amount in its currency, the type's name (§9) and the day. */
import { formatDate, numberFormat } from '../../../shared/i18n';
import { useElement } from '../../../ui/element-context';
import { useStrings } from '../../../ui/useStrings';
import type { Card, Transaction } from '../../core/troubleshooter';
import { troubleshooterStrings } from './strings';

export function useFormat() {
  const tt = useStrings(troubleshooterStrings);
  const { config } = useElement();
  const locale = config.locale;
  return {
    amount: (transaction: Transaction) => {
      try {
        return numberFormat(locale, { style: 'currency', currency: transaction.currency }).format(transaction.amount);
      } catch {
        return `${transaction.amount} ${transaction.currency}`;
      }
    },
    type: (transaction: Transaction) => tt(`type.${transaction.type}`),
    day: (day: string) => formatDate(new Date(`${day}T00:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' }, locale),
    time: (transaction: Transaction) => formatDate(new Date(transaction.createdDate), { timeStyle: 'short', timeZone: 'UTC' }, locale),
    dayTime: (transaction: Transaction) => formatDate(new Date(transaction.createdDate), { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZone: 'UTC' }, locale),
    card: (card: Card) => (card.last4 ? tt('cardEnding', { last4: card.last4 }) : undefined),
  };
}
