/**
 * The display types of a view: text, image, list, table row, transaction / card / entity cells,
 * the progression timeline and the entities list. The transaction cell and the timeline are the
 * design system's, the same the ticket widget shows.
 */
import { formatDate, formatMoney } from '../../../shared/i18n';
import { consoleLogger } from '../../../shared/logger';
import { sanitizeHtml } from '../../../shared/sanitize';
import { useSafeUrl } from '../../../ui/links';
import { progressionSteps } from '../../../ui/progression';
import { ProgressTimeline } from '../../../ui/ProgressTimeline';
import { Skeleton } from '../../../ui/Skeleton';
import { useCore } from '../../../ui/useCore';
import { TransactionCell as TransactionRow } from '../../../ui/TransactionCell';
import type { CellItem, ImageItem as ImageModel, ListDisplayItem, ProgressionItem, TableItem as TableModel, TransactionCellItem } from '../../core/items/display';
import type { TextItem } from '../../core/items/text';
import type { ProgressionStep } from '../../core/item-model';
import { createProgressLoad } from '../../core/ticket-progress';
import { useStrings } from '../strings';
import { OptionMedia } from '../options';
import type { ItemRendererProps, ItemViews } from './props';

const html = (text: string) => ({ __html: sanitizeHtml(text) });

export function TextBlock({ item }: ItemRendererProps<TextItem>) {
  return (
    <div className="text-block" part="text">
      {item.title && <p className="text-block__title">{item.title}</p>}
      {item.html ? <div className="rich" dangerouslySetInnerHTML={html(item.html)} /> : item.text && <p>{item.text}</p>}
    </div>
  );
}

export function ImageItem({ item }: ItemRendererProps<ImageModel>) {
  const src = useSafeUrl('resource')(item.url);
  return src ? <img className="image-item" part="image" src={src} alt={item.title ?? ''} loading="lazy" /> : null;
}

export function ListDisplay({ item }: ItemRendererProps<ListDisplayItem>) {
  const safeUrl = useSafeUrl('link');
  return (
    <div className="list-block">
      {item.title && <p className="section-title">{item.title}</p>}
      <ul className="rows" part="list">
        {item.listItems.map((row) => (
          <li key={row.id} className="row">
            {row.icon && <OptionMedia option={{ icon: { name: row.icon } }} />}
            <span className="row__text">
              <span className="row__title">{row.title}</span>
              {row.descriptionHtml ? <span className="row__sub rich" dangerouslySetInnerHTML={html(row.descriptionHtml)} /> : row.description && <span className="row__sub">{row.description}</span>}
            </span>
            {row.link && (
              <a className="row__link" href={safeUrl(row.link.hyperlink)} target="_blank" rel="noopener noreferrer">
                {row.link.title}
              </a>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function TableItem({ item }: ItemRendererProps<TableModel>) {
  return (
    <div className="table-item" part="table-item">
      <span className="table-item__key">{item.title}</span>
      <span className="table-item__value">{item.text ?? ''}</span>
    </div>
  );
}

const initial = (text: string) => text.trim().charAt(0).toUpperCase() || '•';

function Avatar({ title, url }: { title: string; url?: string | undefined }) {
  const src = useSafeUrl('resource')(url);
  return src ? <img className="avatar" src={src} alt="" /> : <span className="avatar" aria-hidden="true">{initial(title)}</span>;
}

/** §9: today's transactions show the time HH:mm, others dd/MM/yyyy HH:mm. */
function transactionTime(iso: string, locale: string): string {
  const at = Date.parse(iso);
  const today = new Date().toDateString() === new Date(at).toDateString();
  return formatDate(at, today ? 'HH:mm' : 'dd/MM/yyyy HH:mm', locale);
}

const FAILED_STATES = ['REVERTED', 'FAILED', 'DECLINED', 'CANCELLED'];

/** 'DECLINED' → 'Declined': the state word shown under the amount of a transaction that did not go through. */
const stateWord = (state: string) => state.charAt(0) + state.slice(1).toLowerCase();

export function TransactionCell({ item, locale }: ItemRendererProps<TransactionCellItem>) {
  const transaction = item.transaction;
  if (!transaction) return null;
  const failed = transaction.state !== undefined && FAILED_STATES.includes(transaction.state);
  return (
    <TransactionRow
      className="cell"
      title={transaction.description}
      subtitle={[transaction.createdDate && transactionTime(transaction.createdDate, locale), transaction.creatorName].filter(Boolean).join(' · ')}
      amount={transaction.amount && formatMoney(transaction.amount.amount, transaction.amount.currency, locale)}
      status={failed ? stateWord(transaction.state!) : undefined}
      statusTone={failed ? 'danger' : undefined}
      icon={transaction.iconUrl}
    />
  );
}

export function EntityCell({ item }: ItemRendererProps<CellItem>) {
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

function Timeline({ title, steps, currentStepIndex, locale }: { title: string | undefined; steps: readonly ProgressionStep[]; currentStepIndex: number | undefined; locale: string }) {
  // Forms may leave out currentStepIndex and lineStyle: the first DASHED step is current, and
  // steps without a style are done before it and pending from it on.
  const current = currentStepIndex ?? steps.findIndex((step) => step.lineStyle === 'DASHED');
  const styled = steps.map((step, index) => ({
    ...step,
    lineStyle: step.lineStyle ?? (current >= 0 && index >= current ? ('DASHED' as const) : ('SOLID' as const)),
  }));
  return <ProgressTimeline className="progression" title={title} steps={progressionSteps(styled, current, locale)} />;
}

/** §7 getTicketProgress: the named ticket's steps, loaded when the item shows. */
function TicketTimeline({ item, locale, host, ticketId }: ItemRendererProps<ProgressionItem> & { ticketId: string }) {
  const t = useStrings();
  const [state, load] = useCore(() => createProgressLoad(() => host.ticketProgress!(ticketId), consoleLogger.warn), [host, ticketId]);
  if (state.status === 'loading') return <Skeleton shape="block" height={120} />;
  if (state.status === 'error') {
    return (
      <p className="error" role="alert">
        {t('somethingWentWrong')}{' '}
        <button type="button" className="link-button" onClick={() => load.retry()}>
          {t('retry')}
        </button>
      </p>
    );
  }
  const { progress } = state;
  return <Timeline title={item.title ?? progress.headerTitle} steps={progress.steps} currentStepIndex={progress.currentStepIndex} locale={locale} />;
}

export function WidgetProgression(props: ItemRendererProps<ProgressionItem>) {
  const { item, locale, host } = props;
  if (item.ticketId && host.ticketProgress) return <TicketTimeline {...props} ticketId={item.ticketId} />;
  return <Timeline title={item.title} steps={item.steps} currentStepIndex={item.currentStepIndex} locale={locale} />;
}

export function EntitiesList({ item }: ItemRendererProps<ListDisplayItem>) {
  return (
    <div className="list-block">
      {item.title && <p className="section-title">{item.title}</p>}
      <ul className="rows" part="list">
        {item.listItems.map((entity) => (
          <li key={entity.id} className="cell">
            {entity.icon ? <OptionMedia option={{ icon: { name: entity.icon } }} /> : <Avatar title={entity.title} />}
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

/** For src/forms/ui/items/index.ts. */
export const displayViews = {
  IMAGE: ImageItem,
  LIST: ListDisplay,
  TABLE_ITEM: TableItem,
  TRANSACTION_CELL: TransactionCell,
  CARD_CELL: EntityCell,
  ENTITY_CELL: EntityCell,
  WIDGET_PROGRESSION: WidgetProgression,
  ENTITIES_LIST: EntitiesList,
} satisfies Partial<ItemViews>;
