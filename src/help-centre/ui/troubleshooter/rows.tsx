/** Rows of the troubleshooter and the topic selectors: a transaction, a card, an issue. */
import { Icon } from '../../../ui/Icon';
import type { Card, Transaction, TroubleshooterItem } from '../../core/troubleshooter';
import { useFormat } from './format';

/**
 * A transaction: its title, the type's name (§9) and when, the amount; a button when it leads on.
 * Under a day's heading the time is enough; elsewhere (selectors, the issue list) the day comes too.
 */
export function TransactionRow({ transaction, onClick, grouped = false }: { transaction: Transaction; onClick?: (() => void) | undefined; grouped?: boolean }) {
  const format = useFormat();
  const content = (
    <>
      <span className="hc-row__text">
        <span className="hc-row__title">{transaction.title}</span>
        <span className="hc-row__description">
          {format.type(transaction)} · {grouped ? format.time(transaction) : format.dayTime(transaction)}
        </span>
      </span>
      <span className={transaction.amount > 0 ? 'hc-amount hc-amount--in' : 'hc-amount'}>{format.amount(transaction)}</span>
      {onClick && <Icon name="chevronRight" size={20} className="hc-row__chevron" />}
    </>
  );
  return onClick ? (
    <button type="button" className="hc-row" part="transaction" onClick={onClick}>
      {content}
    </button>
  ) : (
    <div className="hc-row hc-row--static" part="transaction">
      {content}
    </div>
  );
}

/** A card: its name and last digits; a button when it leads on, else the card a page is about. */
export function CardRow({ card, onClick }: { card: Card; onClick?: (() => void) | undefined }) {
  const format = useFormat();
  const content = (
    <>
      <Icon name="bank" size={22} className="hc-row__icon" />
      <span className="hc-row__text">
        <span className="hc-row__title">{card.name}</span>
        {format.card(card) && <span className="hc-row__description">{format.card(card)}</span>}
      </span>
    </>
  );
  if (!onClick) {
    return (
      <p className="hc-row hc-row--static" part="card">
        {content}
      </p>
    );
  }
  return (
    <button type="button" className="hc-row" part="card" onClick={onClick}>
      {content}
      <Icon name="chevronRight" size={20} className="hc-row__chevron" />
    </button>
  );
}

export function IssueRow({ issue, onClick }: { issue: TroubleshooterItem; onClick: () => void }) {
  return (
    <button type="button" className="hc-row" part="issue" onClick={onClick}>
      <span className="hc-row__text">
        <span className="hc-row__title">{issue.title}</span>
        {issue.subtitle && <span className="hc-row__description">{issue.subtitle}</span>}
      </span>
      <Icon name="chevronRight" size={20} className="hc-row__chevron" />
    </button>
  );
}
