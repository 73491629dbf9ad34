/**
 * The display types of a view: text, image, list, table row, transaction / card / entity cells,
 * the progression timeline and the entities list. Small renderers of the form's own; the ticket
 * widget has its own versions of some (to be merged later).
 */
import { formatDate, formatMoney } from '../../../shared/i18n';
import { sanitizeHtml } from '../../../shared/sanitize';
import type { ItemRendererProps } from '../registry';

const html = (text: string) => ({ __html: sanitizeHtml(text) });

export function TextBlock({ item }: ItemRendererProps) {
  return (
    <div className="text-block" part="text">
      {item.title && <p className="text-block__title">{item.title}</p>}
      {item.html ? <div className="rich" dangerouslySetInnerHTML={html(item.html)} /> : item.text && <p>{item.text}</p>}
    </div>
  );
}

export function ImageItem({ item }: ItemRendererProps) {
  return item.url ? <img className="image-item" part="image" src={item.url} alt={item.title ?? ''} loading="lazy" /> : null;
}

export function ListDisplay({ item }: ItemRendererProps) {
  return (
    <div className="list-block">
      {item.title && <p className="section-title">{item.title}</p>}
      <ul className="rows" part="list">
        {item.listItems.map((row) => (
          <li key={row.id} className="row">
            <span className="row__text">
              <span className="row__title">{row.title}</span>
              {row.descriptionHtml ? <span className="row__sub rich" dangerouslySetInnerHTML={html(row.descriptionHtml)} /> : row.description && <span className="row__sub">{row.description}</span>}
            </span>
            {row.link && (
              <a className="row__link" href={row.link.hyperlink} target="_blank" rel="noopener noreferrer">
                {row.link.title}
              </a>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function TableItem({ item }: ItemRendererProps) {
  return (
    <div className="table-item" part="table-item">
      <span className="table-item__key">{item.title}</span>
      <span className="table-item__value">{item.text ?? ''}</span>
    </div>
  );
}

const initial = (text: string) => text.trim().charAt(0).toUpperCase() || '•';

function Avatar({ title, url }: { title: string; url?: string | undefined }) {
  return url ? <img className="avatar" src={url} alt="" /> : <span className="avatar" aria-hidden="true">{initial(title)}</span>;
}

/** §9: today's transactions show the time HH:mm, others dd/MM/yyyy HH:mm. */
function transactionTime(iso: string, locale: string): string {
  const at = Date.parse(iso);
  const today = new Date().toDateString() === new Date(at).toDateString();
  return formatDate(at, today ? 'HH:mm' : 'dd/MM/yyyy HH:mm', locale);
}

const FAILED_STATES = ['REVERTED', 'FAILED', 'DECLINED', 'CANCELLED'];

export function TransactionCell({ item, locale }: ItemRendererProps) {
  const transaction = item.transaction;
  if (!transaction) return null;
  const failed = FAILED_STATES.includes(transaction.state ?? '');
  return (
    <div className="cell" part="cell">
      <Avatar title={transaction.description} url={transaction.iconUrl} />
      <span className="cell__text">
        <span className="cell__title">{transaction.description}</span>
        <span className="cell__sub">
          {[transaction.createdDate && transactionTime(transaction.createdDate, locale), transaction.creatorName].filter(Boolean).join(' · ')}
        </span>
      </span>
      {transaction.amount && (
        <span className="cell__amount" data-failed={failed}>
          {formatMoney(transaction.amount.amount, transaction.amount.currency, locale)}
        </span>
      )}
    </div>
  );
}

export function EntityCell({ item }: ItemRendererProps) {
  const cell = item.cell;
  if (!cell) return null;
  return (
    <div className="cell" part="cell">
      <Avatar title={cell.title} url={cell.iconUrl} />
      <span className="cell__text">
        <span className="cell__title">{cell.title}</span>
        {cell.description && <span className="cell__sub">{cell.description}</span>}
      </span>
    </div>
  );
}

export function WidgetProgression({ item }: ItemRendererProps) {
  const current = item.currentStepIndex ?? item.steps.findIndex((step) => step.lineStyle === 'DASHED');
  return (
    <div className="progression" part="progression">
      {item.title && <p className="section-title">{item.title}</p>}
      <ol className="steps">
        {item.steps.map((step, index) => (
          <li key={step.id ?? index} className="step" data-line={step.lineStyle ?? (current >= 0 && index >= current ? 'DASHED' : 'SOLID')} aria-current={index === current ? 'step' : undefined}>
            <span className="step__dot" aria-hidden="true" />
            <span className="step__text">
              <span className="step__title">{step.title}</span>
              {step.date && <span className="step__date">{step.date}</span>}
              {step.description && <span className="step__description">{step.description}</span>}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}

export function EntitiesList({ item }: ItemRendererProps) {
  return (
    <div className="list-block">
      {item.title && <p className="section-title">{item.title}</p>}
      <ul className="rows" part="list">
        {item.listItems.map((entity) => (
          <li key={entity.id} className="cell">
            <Avatar title={entity.title} />
            <span className="cell__text">
              <span className="cell__title">{entity.title}</span>
              {entity.description && <span className="cell__sub">{entity.description}</span>}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
