/** How cards and transactions read: the amount in its currency, the type's name (§9), the day and time in the viewer's time zone. */
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
    // In the viewer's time zone, as the days are grouped (groupByDay): a day key is a local date.
    day: (day: string) => {
      const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
      return formatDate(new Date(year, month - 1, date), { dateStyle: 'medium' }, locale);
    },
    time: (transaction: Transaction) => formatDate(new Date(transaction.createdDate), { timeStyle: 'short' }, locale),
    dayTime: (transaction: Transaction) => formatDate(new Date(transaction.createdDate), { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }, locale),
    card: (card: Card) => (card.last4 ? tt('cardEnding', { last4: card.last4 }) : undefined),
  };
}
