/** One view per widget type of a ticket section (spec §3 "Ticket" widget types). */
import { FinWidgetsError } from '../../shared/errors';
import { formatMoney } from '../../shared/i18n';
import { consoleLogger } from '../../shared/logger';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { useSafeUrl } from '../../ui/links';
import { useStrings } from '../../ui/useStrings';
import { progressionSteps } from '../../ui/progression';
import { ProgressTimeline } from '../../ui/ProgressTimeline';
import type { TimelineStep } from '../../ui/ProgressTimeline';
import { TransactionCell } from '../../ui/TransactionCell';
import type { Action, FaqCellWidget, LabelledAction, Money, ProgressionWidget, TransactionCellWidget, Widget } from '../core/model';
import { strings } from '../strings';

/** Spec §8 "Unknown variant": an internal error for a case the types rule out. */
export class UnreachableError extends FinWidgetsError {
  override name = 'UnreachableError';

  constructor(value: unknown) {
    super('unreachable', `should never be reached: ${JSON.stringify(value)}`);
  }
}

/** Where a widget sits, for the usage tracker's section fields. */
export interface WidgetPlace {
  section?: string | undefined;
  sectionPosition: number;
  itemPosition: number;
}

export interface WidgetHandlers {
  locale: string;
  run: (action: Action) => void;
  selectFaq: (widget: FaqCellWidget, place: WidgetPlace) => void;
  selectTransaction: (widget: TransactionCellWidget, place: WidgetPlace) => void;
}

const money = (value: Money, locale: string) => formatMoney(value.amount, value.currency, locale);

/** The shared progression rule, plus what only tickets have: step colours and actions. */
export function timelineSteps(widget: ProgressionWidget, { locale, run }: Pick<WidgetHandlers, 'locale' | 'run'>): TimelineStep[] {
  return progressionSteps(widget.steps, widget.currentStepIndex, locale).map((timelineStep, index) => {
    const step = widget.steps[index]!;
    return {
      ...timelineStep,
      tone: step.tone,
      action: step.action && { label: step.action.title, onClick: () => run((step.action as LabelledAction).action) },
    };
  });
}

function ActionButton({ action, run }: { action: LabelledAction | undefined; run: (action: Action) => void }) {
  if (!action) return null;
  return (
    <Button variant="secondary" size="small" className="widget-action" onClick={() => run(action.action)}>
      {action.title}
    </Button>
  );
}

export function WidgetView({ widget, handlers, place }: { widget: Widget; handlers: WidgetHandlers; place: WidgetPlace }) {
  const t = useStrings(strings);
  const { locale, run } = handlers;
  const safeUrl = useSafeUrl('resource');
  switch (widget.type) {
    case 'WIDGET_PROGRESSION':
      return (
        <ProgressTimeline
          steps={timelineSteps(widget, handlers)}
          title={widget.headerTitle}
          headerAction={
            widget.headerAction && (
              <Button variant="quiet" size="small" onClick={() => run((widget.headerAction as LabelledAction).action)}>
                {widget.headerAction.title}
              </Button>
            )
          }
        />
      );
    case 'CELL_TRANSACTION':
      return (
        <TransactionCell
          title={widget.title}
          subtitle={widget.subtitle}
          amount={widget.amount && money(widget.amount, locale)}
          status={widget.status}
          statusTone={widget.statusTone}
          icon={widget.icon}
          onClick={() => handlers.selectTransaction(widget, place)}
        />
      );
    case 'CELL_FAQ':
      return (
        <button type="button" className="fin-cell fin-cell--action faq" part="faq-cell" onClick={() => handlers.selectFaq(widget, place)}>
          <span className="fin-cell__avatar" aria-hidden="true">
            <Icon name="info" size={20} />
          </span>
          <span className="fin-cell__text">
            <span className="fin-cell__title">{widget.title}</span>
          </span>
          <Icon name="chevronRight" size={20} className="fin-cell__chevron" />
        </button>
      );
    case 'WIDGET_TEXT':
      return (
        <div className="text" part="text">
          {widget.title && <p className="text-title">{widget.title}</p>}
          <p className="text-body">{widget.text}</p>
        </div>
      );
    case 'CELL_FUNDS':
      return (
        <div className="fin-cell funds" part="funds-cell">
          <span className="fin-cell__avatar" aria-hidden="true">
            {safeUrl(widget.image) ? <img src={safeUrl(widget.image)} alt="" /> : <Icon name="bank" size={20} />}
          </span>
          <span className="fin-cell__text">
            <span className="fin-cell__title">{widget.title}</span>
          </span>
          <span className="fin-cell__end">
            <span className="fin-cell__amount" dir="ltr">{money(widget.amount, locale)}</span>
            {widget.baseAmount && <span className="fin-cell__subtitle" dir="ltr">{money(widget.baseAmount, locale)}</span>}
          </span>
        </div>
      );
    case 'COUNTER_WIDGET':
      return (
        <div className="counter" part="counter">
          <span className="counter-value">
            {widget.total === undefined ? widget.count : t('counterOf', { count: widget.count, total: widget.total })}
          </span>
          <span className="counter-text">
            <span className="counter-title">{widget.title}</span>
            {widget.subtitle && <span className="fin-cell__subtitle">{widget.subtitle}</span>}
          </span>
        </div>
      );
    case 'WIDGET_WARNING':
      return (
        <div className="warning" part="warning">
          <Icon name="warning" size={22} className="warning-icon" />
          <div className="warning-text">
            {widget.title && <p className="warning-title">{widget.title}</p>}
            <p>{widget.text}</p>
            <ActionButton action={widget.action} run={run} />
          </div>
        </div>
      );
    case 'CELL_RESTRICTION':
      return (
        <div className="fin-cell restriction" part="restriction-cell">
          <span className="fin-cell__avatar restriction-icon" aria-hidden="true">
            <Icon name="exclamation" size={20} />
          </span>
          <span className="fin-cell__text">
            <span className="fin-cell__title">{widget.title}</span>
            {widget.description && <span className="fin-cell__subtitle">{widget.description}</span>}
          </span>
          <ActionButton action={widget.action} run={run} />
        </div>
      );
    default:
      // The decoder lets no other type through; if one ever came, it is left out, not the whole widget.
      consoleLogger.error(`${new UnreachableError(widget)}`);
      return null;
  }
}
