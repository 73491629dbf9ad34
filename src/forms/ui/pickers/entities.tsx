/**
 * ENTITIES_SELECTION (§2 "Entity list with checkboxes"): title, description, secondary
 * description, asset or icon; paged by createdSince; at least one and at most
 * maxSelectedOptions; a single-select one advances on pick. CARD_SELECTION: the user's cards
 * (getCards, and getCard for a chosen card the list no longer has), at least one.
 */
import { Fragment, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { Combobox } from '../../../ui/Combobox';
import { Icon, iconNames } from '../../../ui/Icon';
import type { IconName } from '../../../ui/Icon';
import { useSafeUrl } from '../../../ui/links';
import { useInfiniteQuery } from '../../../ui/infinite-query';
import { QueryProvider, useQueries, useQuery } from '../../../ui/query';
import { LIST_LOAD_MORE_REMAINING, SEARCH_THRESHOLD } from '../../constants';
import type { CardSelectionItem, EntitiesSelectionItem } from '../../core/items/pickers';
import type { Card, Entity } from '../../core/pickers/wire';
import { Field } from '../Field';
import { useSearchReport } from '../search-report';
import { useStrings } from '../strings';
import type { ItemRendererProps } from '../items/props';
import { usePickerStyles } from './CountryPicker';
import { RetryCell, useLimit } from './lists';
import { clientFor, neverStale, pickerDataOf, usePickerCaches } from './query';

const isIconName = (name: string): name is IconName => (iconNames as readonly string[]).includes(name);

function Media({ url, icon, fallback }: { url?: string | undefined; icon?: string | undefined; fallback: string }) {
  const safeUrl = useSafeUrl('resource');
  const src = url ? safeUrl(url) : undefined;
  let inner: ReactNode = fallback.trim().charAt(0).toUpperCase();
  if (src) inner = <img src={src} alt="" loading="lazy" />;
  else if (icon && isIconName(icon)) inner = <Icon name={icon} size={22} />;
  return (
    <span className="picker-row__media" aria-hidden="true">
      {inner}
    </span>
  );
}

function CheckMark({ selected, multiple }: { selected: boolean; multiple: boolean }) {
  return multiple ? (
    <span className="picker-checkbox" data-checked={selected} aria-hidden="true">
      {selected && <Icon name="check" size={16} />}
    </span>
  ) : (
    <Icon name="check" size={20} className={selected ? 'picker-row__check' : 'picker-row__check picker-row__check--off'} />
  );
}

/** Picks under a maximum: a pick past it is not taken (§5), null. */
function toggled(keys: readonly string[], key: string, max: number | undefined): string[] | null {
  if (keys.includes(key)) return keys.filter((other) => other !== key);
  return max !== undefined && max > 0 && keys.length >= max ? null : [...keys, key];
}

function EntityList(props: ItemRendererProps<EntitiesSelectionItem>) {
  const { item, value, onChange, disabled, host, flowId } = props;
  const caches = usePickerCaches();
  const t = useStrings();
  const query = useInfiniteQuery({
    queryKey: ['forms', flowId, 'entities', item.id],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) => pickerDataOf(caches, host).entityPage({ flowId, itemId: item.id, createdSince: pageParam }),
    getNextPageParam: (page) => (page.last ? undefined : page.createdSince),
    ...neverStale,
  });
  const { data, hasNextPage, isFetching, isFetchingNextPage, fetchNextPage, isFetchNextPageError, isError, refetch } = query;
  const entities = useMemo(() => data?.pages.flatMap((page) => page.rows) ?? [], [data]);
  // §5: a search box over more than 10; it filters the entities loaded (the end of a short filtered list asks for the next page).
  const [search, setSearch] = useState('');
  const searched = useSearchReport('entities', props);
  const needle = search.trim().toLowerCase();
  const shown = needle ? entities.filter((entity) => [entity.title, entity.description, entity.secondaryDescription].some((text) => text?.toLowerCase().includes(needle))) : entities;
  const selected = value?.optionIds ?? [];
  const single = item.maxSelectedOptions === 1;
  const limit = useLimit(item.maxSelectedOptions);
  if (isError && !data) return <RetryCell first onRetry={() => void refetch()} />;
  const common = {
    label: item.title ?? t('entities'),
    labelVisible: false,
    variant: 'inline' as const,
    options: shown,
    getKey: (entity: Entity) => entity.id,
    getLabel: (entity: Entity) => entity.title,
    searchable: entities.length > SEARCH_THRESHOLD,
    searchLabel: t('search'),
    onSearch: (next: string) => {
      setSearch(next);
      searched(next);
    },
    loading: isFetching && !isError,
    emptyText: t('noEntities'),
    onEndReached: () => hasNextPage && !isFetchingNextPage && !isFetchNextPageError && void fetchNextPage(),
    endThreshold: LIST_LOAD_MORE_REMAINING,
    setSize: hasNextPage ? -1 : shown.length,
    disabled,
    invalid: props.error !== undefined,
    renderOption: (entity: Entity, state: { selected: boolean }) => (
      <span className="picker-row" part="entity">
        <Media url={entity.assetUrl} icon={entity.icon?.name} fallback={entity.title} />
        <span className="picker-row__text">
          <span className="picker-row__title">{entity.title}</span>
          {entity.description && <span className="picker-row__subtitle">{entity.description}</span>}
          {entity.secondaryDescription && <span className="picker-row__subtitle">{entity.secondaryDescription}</span>}
        </span>
        <CheckMark selected={state.selected} multiple={!single} />
      </span>
    ),
  };
  return (
    <>
      {limit.notice}
      {single ? (
        <Combobox<Entity> {...common} value={selected[0] ?? null} onChange={(id) => onChange({ optionIds: [id] })} />
      ) : (
        <Combobox<Entity>
          {...common}
          multiple
          value={selected}
          onChange={(_keys, entity) => {
            const next = limit.take(toggled(selected, entity.id, item.maxSelectedOptions));
            if (next) onChange({ optionIds: next });
          }}
        />
      )}
      {isFetchNextPageError && <RetryCell first={false} onRetry={() => void fetchNextPage()} />}
    </>
  );
}

/** A card's last four digits, expiry and state, ' · ' between; the digits and the expiry read left to right in a right-to-left row. */
function cardDetails(card: Card): ReactNode[] {
  const parts = [
    card.lastFour && <span dir="ltr">•• {card.lastFour}</span>,
    card.expiry && <span dir="ltr">{card.expiry}</span>,
    card.state,
  ].filter(Boolean);
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 && ' · '}
      {part}
    </Fragment>
  ));
}

export function EntitiesSelectionView(props: ItemRendererProps<EntitiesSelectionItem>) {
  usePickerStyles();
  return (
    <Field props={props} group>
      <QueryProvider client={clientFor(usePickerCaches())}>
        <EntityList {...props} />
      </QueryProvider>
    </Field>
  );
}

function CardList(props: ItemRendererProps<CardSelectionItem>) {
  const { item, value, onChange, disabled, host, flowId } = props;
  const caches = usePickerCaches();
  const t = useStrings();
  const list = useQuery({
    queryKey: ['forms', flowId, 'cards', item.id],
    queryFn: () => pickerDataOf(caches, host).cards({ flowId, itemId: item.id }),
    ...neverStale,
  });
  const chosen = value?.cards ?? [];
  const selected = chosen.map((card) => card.id);
  const listed = list.data ?? [];
  // A chosen card the list does not have (a saved answer, a card since hidden) is read on its own.
  const missing = list.data ? selected.filter((id) => !listed.some((card) => card.id === id)) : [];
  const extra = useQueries({
    queries: missing.map((cardId) => ({
      queryKey: ['forms', flowId, 'card', item.id, cardId],
      queryFn: () => pickerDataOf(caches, host).card({ flowId, itemId: item.id, cardId }),
      ...neverStale,
    })),
  });
  const cards = [...listed, ...extra.flatMap((result) => (result.data ? [result.data] : []))];
  const limit = useLimit(item.maxSelected);
  if (list.isError) return <RetryCell first onRetry={() => void list.refetch()} />;
  const single = item.maxSelected === 1;
  const common = {
    label: item.title ?? t('cards'),
    labelVisible: false,
    variant: 'inline' as const,
    options: cards,
    getKey: (card: Card) => card.id,
    getLabel: (card: Card) => card.title,
    searchable: false,
    loading: list.isFetching,
    emptyText: t('noCards'),
    disabled,
    invalid: props.error !== undefined,
    renderOption: (card: Card, state: { selected: boolean }) => (
      <span className="picker-row" part="card">
        <Media url={card.assetUrl} icon="bank" fallback={card.title} />
        <span className="picker-row__text">
          <span className="picker-row__title">{card.title}</span>
          <span className="picker-row__subtitle">{cardDetails(card)}</span>
        </span>
        <CheckMark selected={state.selected} multiple={!single} />
      </span>
    ),
  };
  return single ? (
    <Combobox<Card> {...common} value={selected[0] ?? null} onChange={(id) => onChange({ cards: [{ id }] })} />
  ) : (
    <>
      {limit.notice}
      <Combobox<Card>
        {...common}
        multiple
        value={selected}
        onChange={(_keys, card) => {
          const next = limit.take(toggled(selected, card.id, item.maxSelected));
          if (next) onChange({ cards: next.map((id) => ({ id })) });
        }}
      />
    </>
  );
}

export function CardSelectionView(props: ItemRendererProps<CardSelectionItem>) {
  usePickerStyles();
  return (
    <Field props={props} group>
      <QueryProvider client={clientFor(usePickerCaches())}>
        <CardList {...props} />
      </QueryProvider>
    </Field>
  );
}
