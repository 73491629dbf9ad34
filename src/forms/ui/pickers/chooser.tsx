/**
 * CHOOSER (docs/forms-wire.md): option cells, each a button; a pick sets {optionId} and, as the
 * only input of its view, advances (§4). ENTITIES_SUMMARY: the summary call's rows, or
 * 'Unable to load entities summary.' with a retry (§7, §8).
 */
import { Icon } from '../../../ui/Icon';
import { QueryProvider, useQuery } from '../../../ui/query';
import { Skeleton } from '../../../ui/Skeleton';
import { Button } from '../../../ui/Button';
import type { ChooserItem, EntitiesSummaryItem } from '../../core/items/pickers';
import { Field } from '../Field';
import { OptionMedia, OptionText } from '../options';
import { useStrings } from '../strings';
import type { ItemRendererProps } from '../items/props';
import { usePickerStyles } from './CountryPicker';
import { clientFor, pickerDataOf, usePickerCaches } from './query';

export function ChooserView(props: ItemRendererProps<ChooserItem>) {
  usePickerStyles();
  const { item, value, onChange, disabled } = props;
  return (
    <Field props={props} group>
      <div className="cells">
        {item.options
          .filter((option) => option.visible)
          .map((option) => (
            <button
              key={option.id}
              type="button"
              className="cell cell--button"
              part="choice"
              aria-pressed={value?.optionId === option.id}
              disabled={disabled}
              onClick={() => onChange({ optionId: option.id })}
            >
              <OptionMedia option={option} />
              <OptionText option={option} />
              <Icon name="chevronRight" size={20} />
            </button>
          ))}
      </div>
    </Field>
  );
}

function Summary({ item, host, flowId }: ItemRendererProps<EntitiesSummaryItem>) {
  const caches = usePickerCaches();
  const t = useStrings();
  const query = useQuery({
    queryKey: ['forms', flowId, 'entitiesSummary', item.id, item.parameters],
    queryFn: () => pickerDataOf(caches, host).entitiesSummary({ flowId, itemId: item.id, parameters: item.parameters }),
  });
  if (query.isPending) return <Skeleton shape="block" height={96} />;
  if (query.isError) {
    return (
      <div className="picker-retry" part="retry" role="alert">
        <span>{t('entitiesSummaryFailed')}</span>
        <Button variant="secondary" size="small" onClick={() => void query.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  const summary = query.data;
  return (
    <section className="summary" part="summary" aria-label={summary.title ?? item.title}>
      {summary.title && <h2 className="summary__title">{summary.title}</h2>}
      <dl className="summary__rows">
        {summary.rows.map((row, index) => (
          <div key={`${row.title}-${index}`} className="summary__row">
            <dt>{row.title}</dt>
            <dd>
              <span>{row.value}</span>
              {row.description && <span className="picker-row__subtitle">{row.description}</span>}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function EntitiesSummaryView(props: ItemRendererProps<EntitiesSummaryItem>) {
  usePickerStyles();
  return (
    <div className="field" part="field">
      {props.item.title && <p className="label">{props.item.title}</p>}
      <QueryProvider client={clientFor(usePickerCaches())}>
        <Summary {...props} />
      </QueryProvider>
    </div>
  );
}
