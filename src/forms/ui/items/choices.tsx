/** Yes/no, star rating, single and multi selection, the editable list and the legacy choice groups. */
import { useState } from 'react';
import type { ReactNode } from 'react';
import { SearchBox } from '../../../ui/SearchBox';
import { Icon } from '../../../ui/Icon';
import { SEARCH_THRESHOLD, STAR_COUNT } from '../../constants';
import { entryMissing } from '../../core/items/choices';
import type { EditableEntry, EditableListItem, LegacyChoiceItem, MultiSelectionItem, SingleSelectionItem, StarRatingItem, YesNoItem } from '../../core/items/choices';
import type { Option } from '../../core/model';
import { Field } from '../Field';
import { OptionMedia, OptionText } from '../options';
import { useSearchReport } from '../search-report';
import { useStrings } from '../strings';
import type { ItemRendererProps, ItemViews } from './props';

export function YesNoInput(props: ItemRendererProps<YesNoItem>) {
  const { value, onChange, disabled } = props;
  const t = useStrings();
  return (
    <Field props={props} group>
      <div className="segmented">
        {([true, false] as const).map((answer) => (
          <button
            key={String(answer)}
            type="button"
            className="choice-button"
            part="choice"
            aria-pressed={value === answer}
            disabled={disabled}
            onClick={() => onChange(answer)}
          >
            {answer ? t('yes') : t('no')}
          </button>
        ))}
      </div>
    </Field>
  );
}

export function StarRatingInput(props: ItemRendererProps<StarRatingItem>) {
  const { item, value, onChange, disabled } = props;
  const t = useStrings();
  return (
    <Field props={props} group>
      <div className="stars">
        {Array.from({ length: STAR_COUNT }, (_, index) => index + 1).map((star) => (
          <button
            key={star}
            type="button"
            className="star"
            part="choice"
            aria-pressed={value === star}
            aria-label={t('stars', { n: star })}
            data-filled={value !== undefined && star <= value}
            disabled={disabled}
            // §5: selecting the current star again toggles it off.
            onClick={() => onChange(value === star ? undefined : star)}
          >
            {star}
          </button>
        ))}
      </div>
      <div className="stars__labels" aria-hidden="true">
        <span>{item.minLabel ?? t('starLow')}</span>
        <span>{item.maxLabel ?? t('starHigh')}</span>
      </div>
    </Field>
  );
}

/**
 * §5 / §9: a search box over more than 10 options. The list filters on the box's settled query
 * (its 300 ms debounce, at once on Enter or clear), and each settled query is one tracker
 * `search` (§1) with its length only: what a customer types may be personal.
 */
function useSearch(options: Option[], place: { viewId: string; flowId: string; item: { id: string } }) {
  const t = useStrings();
  const [query, setQuery] = useState('');
  const report = useSearchReport('options', place);
  const visible = options.filter((option) => option.visible);
  const needle = query.trim().toLowerCase();
  const settle = (next: string) => {
    setQuery(next);
    report(next);
  };
  return {
    box: visible.length > SEARCH_THRESHOLD ? <SearchBox label={t('search')} placeholder={t('search')} onSearch={settle} className="choice-search" /> : null,
    shown: needle ? visible.filter((option) => option.title.toLowerCase().includes(needle)) : visible,
  };
}

interface ChoiceRowProps {
  type: 'radio' | 'checkbox';
  name: string;
  checked: boolean;
  disabled: boolean;
  onChange: () => void;
  children: ReactNode;
}

function ChoiceRow({ type, name, checked, disabled, onChange, children }: ChoiceRowProps) {
  return (
    <label className="choice" part="choice" data-checked={checked}>
      <input type={type} name={name} checked={checked} disabled={disabled} onChange={onChange} />
      {children}
    </label>
  );
}

function CustomText({ hint, value, disabled, onChange, label }: { hint?: string; value: string; disabled: boolean; onChange: (text: string) => void; label: string }) {
  return (
    <input
      className="input custom-text"
      type="text"
      aria-label={hint ?? label}
      placeholder={hint}
      value={value}
      disabled={disabled}
      onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

export function SingleSelectionInput(props: ItemRendererProps<SingleSelectionItem>) {
  const { item, value, onChange, disabled, ids } = props;
  const t = useStrings();
  const { box, shown } = useSearch(item.options, props);
  const custom = item.customOption;
  const pick = (optionId: string) => onChange(optionId === custom?.id ? { optionId, customOption: value?.customOption ?? '' } : { optionId });
  if (item.style === 'CONTINUE_BUTTON' || item.style === 'CELL') {
    const cell = item.style === 'CELL';
    const choice = (id: string, content: ReactNode) => (
      <button
        key={id}
        type="button"
        className={cell ? 'cell cell--button' : 'choice-button choice-button--wide'}
        part="choice"
        aria-pressed={value?.optionId === id}
        disabled={disabled}
        onClick={() => pick(id)}
      >
        {content}
        {cell && <Icon name="chevronRight" size={20} />}
      </button>
    );
    return (
      <Field props={props} group>
        {box}
        <div className={cell ? 'cells' : 'stack'}>
          {shown.map((option) =>
            choice(
              option.id,
              <>
                <OptionMedia option={option} />
                <OptionText option={option} />
              </>,
            ),
          )}
          {/* 'Other' is kept in these styles too: its text comes after the pick, and Continue sends it (§4 awaitsContinue). */}
          {custom && choice(custom.id, <span className="choice__title">{t('other')}</span>)}
        </div>
        {custom && value?.optionId === custom.id && (
          <CustomText hint={custom.hint} label={t('other')} value={value.customOption ?? ''} disabled={disabled} onChange={(text) => onChange({ optionId: custom.id, customOption: text })} />
        )}
      </Field>
    );
  }
  return (
    <Field props={props} group>
      {box}
      <div className="choices" role="radiogroup" aria-labelledby={item.title ? ids.label : undefined}>
        {shown.map((option) => (
          <ChoiceRow key={option.id} type="radio" name={ids.control} checked={value?.optionId === option.id} disabled={disabled} onChange={() => pick(option.id)}>
            <OptionMedia option={option} />
            <OptionText option={option} />
          </ChoiceRow>
        ))}
        {custom && (
          <ChoiceRow type="radio" name={ids.control} checked={value?.optionId === custom.id} disabled={disabled} onChange={() => pick(custom.id)}>
            <span className="choice__title">{t('other')}</span>
          </ChoiceRow>
        )}
      </div>
      {custom && value?.optionId === custom.id && (
        <CustomText hint={custom.hint} label={t('other')} value={value.customOption ?? ''} disabled={disabled} onChange={(text) => onChange({ optionId: custom.id, customOption: text })} />
      )}
    </Field>
  );
}

export function MultiSelectionInput(props: ItemRendererProps<MultiSelectionItem>) {
  const { item, value, onChange, disabled, ids } = props;
  const t = useStrings();
  const { box, shown } = useSearch(item.options, props);
  const selected = value?.optionIds ?? [];
  const custom = item.customOption;
  const none = item.noneApplyOption;
  const toggle = (optionId: string) => {
    const optionIds = selected.includes(optionId) ? selected.filter((id) => id !== optionId) : [...selected, optionId];
    // §5: choosing an option deselects 'none apply'.
    onChange({ optionIds, ...(value?.customOption === undefined ? {} : { customOption: value.customOption }), noneApplyOption: false });
  };
  return (
    <Field props={props} group>
      {box}
      <div className="choices">
        {shown.map((option) => (
          <ChoiceRow key={option.id} type="checkbox" name={ids.control} checked={selected.includes(option.id)} disabled={disabled} onChange={() => toggle(option.id)}>
            <OptionMedia option={option} />
            <OptionText option={option} />
          </ChoiceRow>
        ))}
        {custom && (
          <ChoiceRow type="checkbox" name={ids.control} checked={selected.includes(custom.id)} disabled={disabled} onChange={() => toggle(custom.id)}>
            <span className="choice__title">{t('other')}</span>
          </ChoiceRow>
        )}
        {none && (
          <ChoiceRow
            type="checkbox"
            name={ids.control}
            checked={value?.noneApplyOption === true}
            disabled={disabled}
            // §5: 'none apply' deselects the others.
            onChange={() => onChange(value?.noneApplyOption ? { optionIds: [], noneApplyOption: false } : { optionIds: [], noneApplyOption: true })}
          >
            <span className="choice__title">{none.title ?? t('noneOfTheAbove')}</span>
          </ChoiceRow>
        )}
      </div>
      {custom && selected.includes(custom.id) && (
        <CustomText hint={custom.hint} label={t('other')} value={value?.customOption ?? ''} disabled={disabled} onChange={(text) => onChange({ optionIds: selected, customOption: text, noneApplyOption: false })} />
      )}
    </Field>
  );
}

export function EditableListInput(props: ItemRendererProps<EditableListItem>) {
  const { item, value, onChange, disabled } = props;
  const t = useStrings();
  const entries = item.listItems.map((entry) => value?.find((e) => e.id === entry.id) ?? { id: entry.id, selected: entry.selected ?? false, ...(entry.value ? { value: entry.value } : {}) });
  const update = (id: string, patch: Partial<EditableEntry>) => onChange(entries.map((entry) => (entry.id === id ? { ...entry, ...patch } : entry)));
  return (
    <Field props={props} group>
      <div className="choices">
        {item.listItems.map((entry, index) => {
          const state = entries[index] as EditableEntry;
          // After a refused Continue the entries still missing their value say so, not the whole list.
          const marked = props.error !== undefined && entryMissing(entry, state);
          return (
            <div key={entry.id} className="editable">
              <ChoiceRow type="checkbox" name={`${props.ids.control}-${entry.id}`} checked={state.selected} disabled={disabled} onChange={() => update(entry.id, { selected: !state.selected })}>
                <span className="choice__title">
                  {entry.title}
                  {!entry.required && <span className="optional"> ({t('optional')})</span>}
                </span>
              </ChoiceRow>
              <input
                className="input"
                type="text"
                aria-label={entry.title}
                placeholder={entry.title}
                aria-required={entry.required || undefined}
                aria-invalid={marked || undefined}
                aria-describedby={marked ? props.ids.error : undefined}
                value={state.value ?? ''}
                disabled={disabled}
                onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
                onChange={(event) => update(entry.id, { value: event.target.value, selected: true })}
              />
            </div>
          );
        })}
      </div>
    </Field>
  );
}

/** MULTI_CHOICE (checkboxes), SINGLE_CHOICE (radios) and SINGLE_CHOICE_TEXT_INPUT (radios and a text). */
export function LegacyChoiceInput(props: ItemRendererProps<LegacyChoiceItem>) {
  const { item, value, onChange, disabled, ids } = props;
  const t = useStrings();
  const multiple = item.type === 'MULTI_CHOICE';
  const selected = value?.optionIds ?? [];
  const custom = item.customOption;
  const text = value?.customOption;
  const choose = (id: string) => {
    const optionIds = multiple ? (selected.includes(id) ? selected.filter((entry) => entry !== id) : [...selected, id]) : [id];
    onChange({ optionIds, ...(text === undefined ? {} : { customOption: text }) });
  };
  const choices = custom ? [...item.options, { id: custom.id, title: t('other'), labels: [], visible: true }] : item.options;
  return (
    <Field props={props} group>
      <div className="choices">
        {choices.map((option) => (
          <ChoiceRow key={option.id} type={multiple ? 'checkbox' : 'radio'} name={ids.control} checked={selected.includes(option.id)} disabled={disabled} onChange={() => choose(option.id)}>
            <OptionMedia option={option} />
            <OptionText option={option} />
          </ChoiceRow>
        ))}
      </div>
      {custom && selected.includes(custom.id) && (
        <CustomText hint={custom.hint} label={t('other')} value={text ?? ''} disabled={disabled} onChange={(next) => onChange({ optionIds: selected, customOption: next })} />
      )}
    </Field>
  );
}

/** For src/forms/ui/items/index.ts. */
export const choiceViews = {
  YES_NO_INPUT: YesNoInput,
  STAR_RATING_INPUT: StarRatingInput,
  SINGLE_SELECTION: SingleSelectionInput,
  MULTI_SELECTION: MultiSelectionInput,
  EDITABLE_LIST: EditableListInput,
  MULTI_CHOICE: LegacyChoiceInput,
  SINGLE_CHOICE: LegacyChoiceInput,
  SINGLE_CHOICE_TEXT_INPUT: LegacyChoiceInput,
} satisfies Partial<ItemViews>;
