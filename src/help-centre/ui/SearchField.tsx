/**
 * The search's box: the design system's combobox (an editable one, APG list autocomplete), whose
 * listbox the completions are. The combobox (its virtual list and keys) is no part of the first
 * paint, which shows the box alone: it loads when the browser is idle, or on the box's first
 * intent (focus, pointer), and takes the box's place once loaded — while the box has focus, only
 * when there are completions to show, its text kept and the focus moved to it in the same commit.
 * Until then the box is the plain search box, which takes text, the debounce and Enter as it will.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ComponentType } from 'react';
import { once } from '../../shared/once';
import type { ComboboxProps, EditableCombobox } from '../../ui/Combobox';
import { useElement } from '../../ui/element-context';
import { loadFloating } from '../../ui/floating-layer';
import { Icon } from '../../ui/Icon';
import { useLazyModule } from '../../ui/lazy';
import { SearchBox } from '../../ui/SearchBox';
import { adoptStyles } from '../../ui/sheets';
import type { Styles } from '../../ui/sheets';
import { useStrings } from '../../ui/useStrings';
import { COMBOBOX_PRELOAD_TIMEOUT_MS, COMPLETION_ROW_HEIGHT, SEARCH_DEBOUNCE_MS } from '../constants';
import { parseCompletion, plainCompletion } from '../core/search';
import { strings } from '../strings';
import { useHelpCentre } from './context';

type ComboboxView = ComponentType<ComboboxProps<string>>;
interface ComboboxModule {
  Combobox: ComboboxView;
  styles: Styles;
}

// Once loaded, every later box renders the combobox at once.
let loaded: ComboboxModule | undefined;
const loadCombobox = once(async (): Promise<ComboboxModule> => {
  // Its keys are the floating layer's: it takes the plain box's place only with them, so a key
  // pressed as the completions show is not lost.
  const [module] = await Promise.all([import('../../ui/Combobox'), loadFloating()]);
  return (loaded = { Combobox: module.Combobox as ComboboxView, styles: module.comboboxStyles });
});

/** The combobox once loaded; asked for when the browser is idle, or by `want` (an intent). */
function useCombobox(): [ComboboxModule | undefined, () => void] {
  const [wanted, setWanted] = useState(false);
  // A failed load leaves the plain box; the next intent asks again.
  const module = useLazyModule(loadCombobox, () => loaded, wanted, "the help centre's search box", () => setWanted(false));
  useEffect(() => {
    if (module) return undefined;
    const idle = window.requestIdleCallback ?? ((work: () => void) => window.setTimeout(work, COMBOBOX_PRELOAD_TIMEOUT_MS));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() => setWanted(true), { timeout: COMBOBOX_PRELOAD_TIMEOUT_MS });
    return () => cancel(handle);
    // On mount only.
  }, []);
  return [module, () => setWanted(true)];
}

export interface SearchFieldProps {
  /** The completions to offer (the listbox's options); none outside autocomplete. */
  completions: readonly string[];
  /** A completion was chosen (Enter on the active one, or a click). */
  onPick: (completion: string) => void;
  /** The text, debounced (250 ms, §9). */
  onSearch: (text: string) => void;
  editable: EditableCombobox;
}

export function SearchField({ completions, onPick, onSearch, editable }: SearchFieldProps) {
  const t = useStrings(strings);
  const { root } = useElement();
  const { clock } = useHelpCentre();
  const [module, load] = useCombobox();
  const [startedAsCombobox] = useState(() => loaded !== undefined);
  const [focused, setFocused] = useState(false);
  const plain = useRef<HTMLInputElement | null>(null);
  const stays = useRef(false);
  // With focus in the plain box, the combobox comes when it has something to show.
  const combobox = module !== undefined && (stays.current || !focused || completions.length > 0);

  useEffect(() => {
    if (editable.autoFocus && !startedAsCombobox) plain.current?.focus();
    // On mount only, as an autofocus.
  }, []);

  useLayoutEffect(() => {
    if (!combobox || !module || stays.current) return;
    stays.current = true;
    adoptStyles(root, module.styles);
    // In the commit of the swap: no key pressed meanwhile can land outside the box.
    if (focused) root.querySelector<HTMLInputElement>('input[role="combobox"]')?.focus();
  }, [combobox, module, root, focused]);

  if (!combobox || !module) {
    return (
      <SearchBox
        className="hc-search__box"
        label={t('search')}
        placeholder={t('searchPlaceholder')}
        value={editable.value}
        debounceMs={SEARCH_DEBOUNCE_MS}
        clock={clock}
        inputRef={plain}
        onChange={editable.onInput}
        onSearch={onSearch}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          editable.onSubmit((event.target as HTMLInputElement).value);
        }}
        inputProps={{
          onFocus: () => {
            setFocused(true);
            load();
          },
          onBlur: () => setFocused(false),
          onPointerEnter: load,
        }}
      />
    );
  }
  const { Combobox } = module;
  return (
    <Combobox
      variant="inline"
      className="hc-search__combobox"
      label={t('completions')}
      labelVisible={false}
      searchLabel={t('search')}
      searchPlaceholder={t('searchPlaceholder')}
      options={completions}
      getKey={(hit) => hit}
      getLabel={plainCompletion}
      renderOption={(hit) => (
        <span className="hc-completion" part="completion">
          <Icon name="search" size={18} className="hc-row__icon" />
          <Highlighted text={hit} />
        </span>
      )}
      value={null}
      onChange={(hit) => onPick(hit)}
      onSearch={onSearch}
      debounceMs={SEARCH_DEBOUNCE_MS}
      clock={clock}
      rowHeight={COMPLETION_ROW_HEIGHT}
      listHeight={completions.length * COMPLETION_ROW_HEIGHT}
      // A combobox that came later must not take focus the reader moved elsewhere.
      editable={{ ...editable, autoFocus: editable.autoFocus === true && startedAsCombobox }}
    />
  );
}

/** §3.3: braces mark a hit's highlighted part; a result's title may carry them too. */
export function Highlighted({ text }: { text: string }) {
  return (
    <span>
      {parseCompletion(text).map((part, index) => (part.highlighted ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>))}
    </span>
  );
}
