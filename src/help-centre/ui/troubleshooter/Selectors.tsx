/**
 * §2.3 topic selectors: the cards on the card-payments category (3 shown, 4 fetched: a fourth
 * means 'See all'), and in the business scope the transactions of a category's filters (3 shown).
 */
import { useLayoutEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { useElement } from '../../../ui/element-context';
import { adoptStyles } from '../../../ui/sheets';
import { useStrings } from '../../../ui/useStrings';
import { CARD_SELECTOR_FETCH, CARD_SELECTOR_MAX, ROUTES, TRANSACTION_SELECTOR_MAX } from '../../constants';
import { troubleshootRoutes } from '../../core/routes';
import type { TransactionFilter } from '../../core/troubleshooter';
import { strings } from '../../strings';
import { troubleshooterStrings } from './strings';
import { ListSkeleton, RetryView } from '../parts';
import { useCards, useTransactions } from './queries';
import { CardRow, TransactionRow } from './rows';
import { troubleshootState } from '../../core/navigation-state';
import { troubleshooterStyles } from './styles';

function useStyles() {
  const { root } = useElement();
  useLayoutEffect(() => adoptStyles(root, troubleshooterStyles), [root]);
}

/** `category`: the topic's chat category, carried to the troubleshooter's chat button. */
export function CardSelector({ category }: { category?: string | undefined }) {
  useStyles();
  const t = useStrings(strings);
  const tt = useStrings(troubleshooterStrings);
  const [, navigate] = useLocation();
  const cards = useCards(CARD_SELECTOR_FETCH);
  if (cards.data?.length === 0) return null;
  return (
    <section className="hc-section" aria-labelledby="hc-card-selector" part="card-selector">
      <div className="hc-section__head">
        <h2 id="hc-card-selector" className="hc-section__title">
          {tt('yourCards')}
        </h2>
        {cards.data && cards.data.length > CARD_SELECTOR_MAX && (
          <Link to={ROUTES.cards} state={troubleshootState({ category })} className="hc-link">
            {tt('seeAllPlain')}
          </Link>
        )}
      </div>
      {cards.isPending ? (
        <ListSkeleton count={CARD_SELECTOR_MAX} label={t('loading')} icon description />
      ) : cards.isError ? (
        <RetryView onRetry={() => void cards.refetch()} />
      ) : (
        <ul className="hc-list">
          {cards.data.slice(0, CARD_SELECTOR_MAX).map((card) => (
            <li key={card.id}>
              <CardRow card={card} onClick={() => navigate(troubleshootRoutes.card(card.id), { state: troubleshootState({ card, category }) })} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function TransactionSelector({ filters, title, category }: { filters: TransactionFilter[]; title: string; category?: string | undefined }) {
  useStyles();
  const t = useStrings(strings);
  const tt = useStrings(troubleshooterStrings);
  const [, navigate] = useLocation();
  const transactions = useTransactions(filters);
  if (transactions.data?.length === 0) return null;
  return (
    <section className="hc-section" aria-labelledby="hc-transaction-selector" part="transaction-selector">
      <div className="hc-section__head">
        <h2 id="hc-transaction-selector" className="hc-section__title">
          {tt('recentTransactions')}
        </h2>
        {transactions.data && transactions.data.length > TRANSACTION_SELECTOR_MAX && (
          <button type="button" className="hc-link hc-text-button" onClick={() => navigate(ROUTES.transactions, { state: troubleshootState({ title, transactionFilters: filters, category }) })}>
            {tt('seeAllPlain')}
          </button>
        )}
      </div>
      {transactions.isPending ? (
        <ListSkeleton count={TRANSACTION_SELECTOR_MAX} label={t('loading')} description />
      ) : transactions.isError ? (
        <RetryView onRetry={() => void transactions.refetch()} />
      ) : (
        <ul className="hc-list">
          {transactions.data.slice(0, TRANSACTION_SELECTOR_MAX).map((transaction) => (
            <li key={transaction.id}>
              <TransactionRow
                transaction={transaction}
                onClick={() => navigate(troubleshootRoutes.transaction(transaction.id), { state: troubleshootState({ transaction, category }) })}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
