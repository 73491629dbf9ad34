/** How cards and transactions read: the amount in its currency, the type's name (§9) and the day. */
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
        return new Intl.NumberFormat(locale, { style: 'currency', currency: transaction.currency }).format(transaction.amount);
      } catch {
        return `${transaction.amount} ${transaction.currency}`;
      }
    },
    type: (transaction: Transaction) => tt(`type.${transaction.type}`),
    day: (day: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`)),
    time: (transaction: Transaction) => new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone: 'UTC' }).format(new Date(transaction.createdDate)),
    dayTime: (transaction: Transaction) =>
      new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZone: 'UTC' }).format(new Date(transaction.createdDate)),
    card: (card: Card) => (card.last4 ? tt('cardEnding', { last4: card.last4 }) : undefined),
  };
}
