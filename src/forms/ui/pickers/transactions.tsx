/**
 * TRANSACTIONS_SELECTION (§2 "Transaction list grouped by date with infinite scroll", §9
 * Transaction paging): pages of up to 120 in 30-day windows keyed by createdBefore, the next
 * asked for when 10 or fewer rows remain below the view; data never goes stale; a server-side
 * search keyword; the page's transactionId preselects; a failed page shows a retry cell under
 * what was loaded. Single-select advances on pick; multi-select stops at maxSelected.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { attempt } from '../../../shared/decode';
import { formatMoney } from '../../../shared/i18n';
import { consoleLogger } from '../../../shared/logger';
import { Combobox } from '../../../ui/Combobox';
import type { ComboboxSearch } from '../../../ui/Combobox';
import { Icon } from '../../../ui/Icon';
import { useSafeUrl } from '../../../ui/links';
import { useInfiniteQuery } from '../../../ui/infinite-query';
import { QueryProvider } from '../../../ui/query';
import { LIST_LOAD_MORE_REMAINING, TRANSACTION_ID_PARAM } from '../../constants';
import type { TransactionsSelectionItem } from '../../core/items/pickers';
import { firstPageKey, groupByDay, isFailedState, mergePages, nextPageKey, toggleTransaction, transactionsRequest, transactionTime } from '../../core/pickers/transactions';
import type { TransactionRow } from '../../core/pickers/transactions';
import { decodeFilter } from '../../core/pickers/wire';
import type { Transaction, TransactionFilter } from '../../core/pickers/wire';
import { Field } from '../Field';
import { useSearchReport } from '../search-report';
import { useStrings } from '../strings';
import type { ItemRendererProps } from '../items/props';
import { CategoryIcon, categoryOf } from './category-icons';
import { usePickerStyles } from './CountryPicker';
import { NoMatch, RetryCell, useLimit } from './lists';
import { clientFor, listStartFor, neverStale, pickerDataOf, usePickerCaches } from './query';

/** Six rows in view. */
const LIST_HEIGHT = 76 * 6;

const pageTransactionId = (): string | undefined => new URLSearchParams(window.location.search).get(TRANSACTION_ID_PARAM) ?? undefined;

const stateText = (state: string) => state.charAt(0) + state.slice(1).toLowerCase();

function TransactionLine({ transaction, day, locale, now, selected }: { transaction: Transaction; day: string; locale: string; now: number; selected: boolean }) {
  const safeUrl = useSafeUrl('resource');
  const failed = isFailedState(transaction.state);
  const image = transaction.iconUrl ?? transaction.avatar;
  const src = image ? safeUrl(image) : undefined;
  const time = transactionTime(transaction.createdDate, now);
  const category = categoryOf(transaction);
  return (
    <span className="picker-row picker-row--transaction" part="transaction" data-failed={failed || undefined}>
      {/* A chosen row shows its check in place of the picture: the time keeps the width at 375 px. */}
      <span className={selected ? 'picker-row__media picker-row__media--selected' : 'picker-row__media'} aria-hidden="true">
        {selected ? (
          <Icon name="check" size={22} />
        ) : src ? (
          <img src={src} alt="" loading="lazy" />
        ) : category ? (
          <CategoryIcon category={category} />
        ) : (
          (transaction.description.trim().charAt(0) || '·').toUpperCase()
        )}
      </span>
      <span className="picker-row__text">
        <span className="picker-row__title">{transaction.description}</span>
        <span className="picker-row__meta">
          {/* Today's rows show the time only; the day heading is hidden from assistive technology. */}
          {day && time.today && <span className="fin-visually-hidden">{`${day}, `}</span>}
          <span className="picker-row__time">{time.text}</span>
          {failed && transaction.state && <span className="picker-row__state">{`\u00a0· ${stateText(transaction.state)}`}</span>}
        </span>
      </span>
      <span className={failed ? 'picker-row__end picker-row__end--failed' : 'picker-row__end'} dir="ltr">{transaction.amount ? formatMoney(transaction.amount.amount, transaction.amount.currency, locale) : ''}</span>
    </span>
  );
}

/** The item's filters; a malformed one is left out, with a warning (the rest still narrow the list). */
function readFilters(item: TransactionsSelectionItem): TransactionFilter[] {
  return item.filters.flatMap((raw, index) => {
    const path = `$.items[${item.id}].filters[${index}]`;
    const filter = attempt(decodeFilter, raw, path);
    if (!filter) consoleLogger.warn(`<fin-form> ${path} is not a transaction filter ({name, type, value}); it is ignored.`);
    return filter ? [filter] : [];
  });
}

function TransactionList(props: ItemRendererProps<TransactionsSelectionItem>) {
  const { item, value, onChange, disabled, locale, host, flowId } = props;
  const caches = usePickerCaches();
  const t = useStrings();
  const [filters] = useState(() => readFilters(item));
  const [keyword, setKeyword] = useState('');
  const searched = useSearchReport('transactions', props);
  // The first page ends now; the key stays for the element's life, so pages are cached by it.
  const [start] = useState(() => listStartFor(caches, `${flowId}\n${item.id}`, () => firstPageKey(Date.now())));
  const [transactionId] = useState(pageTransactionId);
  const query = useInfiniteQuery({
    queryKey: ['forms', flowId, 'transactions', item.id, keyword, start],
    initialPageParam: start,
    queryFn: ({ pageParam }) =>
      pickerDataOf(caches, host).transactionPage(
        transactionsRequest({
          flowId,
          itemId: item.id,
          createdBefore: pageParam,
          firstKey: start,
          keyword,
          transactionId,
          transactionIds: item.transactionIds,
          excludeTransactionIds: item.excludeTransactionIds,
          filters,
        }),
      ),
    getNextPageParam: (last) => nextPageKey(last.page, last.createdBefore),
    ...neverStale,
  });
  const { data, hasNextPage, isFetching, isFetchingNextPage, fetchNextPage, isFetchNextPageError, isError, refetch } = query;
  const transactions = useMemo(() => mergePages(data?.pages.map((entry) => entry.page) ?? []), [data]);
  const rows = useMemo(() => groupByDay(transactions, locale), [transactions, locale]);
  const selected = value?.transactions ?? [];
  const selectedIds = selected.map((transaction) => transaction.id);
  const single = item.maxSelected === 1;
  const limit = useLimit(item.maxSelected);

  // A window with no transactions adds no rows, so the end is not "reached" again: ask on.
  const lastPage = data?.pages[data.pages.length - 1];
  useEffect(() => {
    if (lastPage && lastPage.page.rows.length === 0 && hasNextPage && !isFetching && !isFetchNextPageError) void fetchNextPage();
  }, [lastPage, hasNextPage, isFetching, isFetchNextPageError, fetchNextPage]);

  // §2: the page's transactionId preselects, once, when nothing is chosen yet.
  const preselected = useRef(false);
  useEffect(() => {
    if (preselected.current || !transactionId || selected.length > 0) return;
    const found = transactions.find((transaction) => transaction.id === transactionId);
    if (!found) return;
    preselected.current = true;
    onChange({ transactions: [found.entity] }, { preset: true });
  }, [transactions, transactionId, selected.length, onChange]);

  const loadMore = () => {
    if (hasNextPage && !isFetchingNextPage && !isFetchNextPageError) void fetchNextPage();
  };
  const now = Date.now();
  const common = {
    label: item.title ?? t('transactions'),
    labelVisible: false,
    variant: 'inline' as const,
    options: rows,
    getKey: (row: TransactionRow) => row.key,
    getLabel: (row: TransactionRow) => (row.kind === 'day' ? row.title : row.transaction.description),
    isHeading: (row: TransactionRow) => row.kind === 'day',
    onSearch: (next: string) => {
      setKeyword(next);
      searched(next);
    },
    searchable: true,
    listHeight: LIST_HEIGHT,
    loading: isFetching && !isFetchNextPageError && !isError,
    emptyText: keyword ? (search: ComboboxSearch) => <NoMatch text={t('noTransactionsMatch', { query: keyword.trim() })} onClear={search.clear} /> : t('noTransactions'),
    onEndReached: loadMore,
    endThreshold: LIST_LOAD_MORE_REMAINING,
    setSize: hasNextPage ? -1 : undefined,
    disabled,
    invalid: props.error !== undefined,
    renderOption: (row: TransactionRow, state: { selected: boolean }) =>
      row.kind === 'day' ? (
        <span className="picker-group" part="day">
          {row.title}
        </span>
      ) : (
        <TransactionLine transaction={row.transaction} day={row.day} locale={locale} now={now} selected={state.selected} />
      ),
  };
  return (
    <>
      {limit.notice}
      {isError && !data ? (
        <RetryCell first onRetry={() => void refetch()} />
      ) : single ? (
        <Combobox<TransactionRow> {...common} value={selectedIds[0] ?? null} onChange={(_key, row) => row.kind === 'transaction' && onChange({ transactions: [row.transaction.entity] })} />
      ) : (
        <Combobox<TransactionRow>
          {...common}
          multiple
          value={selectedIds}
          onChange={(_keys, row) => {
            if (row.kind !== 'transaction') return;
            // §5: at most maxSelected; a further pick is not taken.
            const next = limit.take(toggleTransaction(selected, row.transaction, item.maxSelected));
            if (next) onChange({ transactions: next });
          }}
        />
      )}
      {isFetchNextPageError && <RetryCell first={false} onRetry={() => void fetchNextPage()} />}
      {!single && selected.length > 0 && (
        <p className="picker-count" role="status">
          {t('selected', { count: selected.length })}
        </p>
      )}
    </>
  );
}

export function TransactionsSelectionView(props: ItemRendererProps<TransactionsSelectionItem>) {
  usePickerStyles();
  return (
    <Field props={props} group>
      <QueryProvider client={clientFor(usePickerCaches())}>
        <TransactionList {...props} />
      </QueryProvider>
    </Field>
  );
}
