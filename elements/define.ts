/**
 * Turns a React view into a custom element: r2wc for the React root and the open shadow root,
 * typed attributes with HTML semantics, property-only inputs, constructable stylesheets and
 * the ElementContext (host, root, resolved config, auth, emit) the views read.
 */
import r2wc from '@r2wc/react-to-web-component';
import { createElement, useEffect, useLayoutEffect, useMemo, useSyncExternalStore } from 'react';
import type { ComponentType } from 'react';
import { followAppearance } from '../src/shared/appearance';
import type { Appearance } from '../src/shared/appearance';
import { resolveConfig } from '../src/shared/config';
import type { FinWidgetsError } from '../src/shared/errors';
import { emit } from '../src/shared/events';
import type { FinEventMap, FinEventName } from '../src/shared/events';
import { getHostState, subscribeHostState } from '../src/shared/host';
import { mergeMessages } from '../src/shared/i18n';
import type { Messages } from '../src/shared/i18n';
import { consoleLogger } from '../src/shared/logger';
import { ConfigErrors, configErrorStyles } from '../src/ui/ConfigErrors';
import { ElementContext } from '../src/ui/element-context';
import type { ElementContextValue } from '../src/ui/element-context';
import { unique } from '../src/ui/sheets';
import type { Styles } from '../src/ui/sheets';
import { baseStyles } from '../src/ui/theme';
import { applyDirection, dirChanges, elementDir, subscribeDirChanges } from './direction';
import { appearanceType, attributeKeys, invalidAttribute, parseAttribute, textChecks, toKebabCase } from './attributes';
import type { AttributeType, ConfigProblem } from './attributes';
export { defineElement } from './register';
export { oneOf } from './attributes';

export interface ElementDefinition<Props extends object> {
  /** The React view. It reads the element through useElement(). */
  view: ComponentType<Props>;
  /** Props set from attributes (kebab-case of the prop name), and as properties. */
  attributes: { readonly [K in keyof Props]?: AttributeType };
  /** Props set only as properties (objects, callbacks, adapters). */
  properties?: readonly (keyof Props & string)[];
  /** Sheets adopted into every instance's shadow root after the base theme, each once (by identity). */
  styles?: Styles;
  /** What the element cannot work with (a missing required attribute, a malformed value): shown instead of the view. */
  problems?: (props: Partial<Props>) => ConfigProblem[];
}

/** api-base, locale and appearance are attributes of every element (DESIGN.md §1); messages (host texts by locale) a property of each. */
interface CommonProps {
  apiBase?: string;
  locale?: string;
  appearance?: Appearance;
  messages?: Messages;
}

export type FinElement<Props extends object> = HTMLElement & CommonProps & Partial<Props>;
export type FinElementClass<Props extends object> = new () => FinElement<Props>;

/** Where the element hands its attributes' parse errors to the view (a prop name no view uses). */
const ATTRIBUTE_ERRORS = 'finAttributeErrors';

// Each problem of an element is logged and dispatched once, however often it renders.
const reported = new WeakMap<HTMLElement, Set<string>>();
function reportOnce(host: HTMLElement, { code, message }: ConfigProblem): void {
  const seen = reported.get(host) ?? new Set<string>();
  reported.set(host, seen);
  if (seen.has(message)) return;
  seen.add(message);
  consoleLogger.error(message);
  emit(host, 'fin-error', { code, message });
}

/** api-base and locale, which every element takes: a value that cannot work is a problem, not a silent default. */
function commonProblems(tag: string, apiBase: unknown, locale: unknown): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const url = typeof apiBase === 'string' ? textChecks.url(apiBase, document.baseURI) : undefined;
  if (url) problems.push(invalidAttribute(tag, 'api-base', url, apiBase as string));
  const lang = typeof locale === 'string' ? textChecks.locale(locale) : undefined;
  if (lang) problems.push(invalidAttribute(tag, 'locale', lang, locale as string));
  return problems;
}

// r2wc keeps the props it renders with under these registered symbols.
const R2WC_PROPS = Symbol.for('r2wc.props');
const R2WC_RENDER = Symbol.for('r2wc.render');

interface R2wcInternals {
  [R2WC_PROPS]: Record<string, unknown>;
  [R2WC_RENDER](): void;
  connectedCallback(): void;
}

/** Builds the element class; register it with defineElement(). */
export function createElementClass<Props extends object>(
  tag: string,
  definition: ElementDefinition<Props>,
): FinElementClass<Props> {
  const types: Record<string, AttributeType> = { apiBase: 'string', locale: 'string', appearance: appearanceType, ...definition.attributes };
  const attributeToProp = attributeKeys(types);
  const propertyNames = [...Object.keys(types), 'messages', ...(definition.properties ?? [])];
  const View = definition.view as ComponentType<Record<string, unknown>>;
  // Shared by every instance; a component two views both use is adopted once.
  const sheets = unique(baseStyles, configErrorStyles, definition.styles ?? []);

  function Host({ container, apiBase, locale, appearance, messages, [ATTRIBUTE_ERRORS]: attributeErrors, ...viewProps }: Record<string, unknown>) {
    const root = container as ShadowRoot;
    const hostState = useSyncExternalStore(subscribeHostState, getHostState);
    // A `dir` changed in the page: the direction is read again.
    const dirChange = useSyncExternalStore(subscribeDirChanges, dirChanges);
    // Parse errors were reported when the attribute changed; the others are reported here, once each.
    const problems = [...commonProblems(tag, apiBase, locale), ...(definition.problems?.(viewProps as Partial<Props>) ?? [])];
    const problemKey = problems.map((problem) => problem.message).join('\n');
    useEffect(() => {
      for (const problem of problems) reportOnce(root.host as HTMLElement, problem);
    }, [problemKey, root]); // the key stands for the list
    const shown = [...Object.values((attributeErrors ?? {}) as Record<string, string>), ...problems.map((problem) => problem.message)];
    const context = useMemo<ElementContextValue>(() => {
      const host = root.host as HTMLElement;
      const config = resolveConfig({
        attributes: { apiBase: apiBase as string | undefined, locale: locale as string | undefined },
        host: hostState.config,
        cookie: document.cookie,
        baseUrl: document.baseURI,
      });
      return {
        host,
        root,
        config,
        dir: elementDir(host, config.locale),
        auth: hostState.auth,
        messages: mergeMessages(hostState.config.messages, messages),
        features: hostState.config.features ?? {},
        emit: <K extends FinEventName>(type: K, detail: FinEventMap[K]) => emit(host, type, detail),
      };
    }, [root, apiBase, locale, messages, hostState, dirChange]);
    useLayoutEffect(() => applyDirection(root, context.dir), [root, context.dir]);
    // The attribute, else the loader's configure({appearance}), else auto (src/shared/appearance.ts).
    const scheme = (appearance as Appearance | undefined) ?? hostState.config.appearance ?? 'auto';
    useLayoutEffect(() => followAppearance(root.host as HTMLElement, scheme), [root, scheme]);
    const body = shown.length > 0 ? createElement(ConfigErrors, { messages: shown }) : createElement(View, viewProps);
    return createElement(ElementContext.Provider, { value: context }, body);
  }

  const Base = r2wc(Host, { shadow: 'open', props: [] }) as unknown as new () => HTMLElement & R2wcInternals;

  class Element extends Base {
    static get observedAttributes(): string[] {
      return [...attributeToProp.keys()];
    }

    constructor() {
      super();
      (this.shadowRoot as ShadowRoot).adoptedStyleSheets = [...sheets];
      // A property set before the element was defined shadows our accessor: move it through.
      for (const name of propertyNames) {
        if (Object.prototype.hasOwnProperty.call(this, name)) {
          const value = (this as unknown as Record<string, unknown>)[name];
          delete (this as unknown as Record<string, unknown>)[name];
          (this as unknown as Record<string, unknown>)[name] = value;
        }
      }
    }

    attributeChangedCallback(attribute: string, _old: string | null, text: string | null): void {
      const prop = attributeToProp.get(attribute) as string;
      const errors = { ...(this[R2WC_PROPS][ATTRIBUTE_ERRORS] as Record<string, string> | undefined) };
      delete errors[attribute];
      this[R2WC_PROPS][ATTRIBUTE_ERRORS] = errors;
      try {
        this[R2WC_PROPS][prop] = parseAttribute(tag, attribute, types[prop] as AttributeType, text);
      } catch (error) {
        this[R2WC_PROPS][prop] = undefined;
        const { code, message } = error as FinWidgetsError;
        errors[attribute] = message;
        consoleLogger.error(message);
        // An element not yet in the page cannot reach document listeners: report on connect.
        if (this.isConnected) emit(this, 'fin-error', { code, message });
        else this.pendingErrors.push({ code, message });
      }
      this[R2WC_RENDER]();
    }

    private pendingErrors: FinEventMap['fin-error'][] = [];

    override connectedCallback(): void {
      super.connectedCallback();
      for (const detail of this.pendingErrors.splice(0)) emit(this, 'fin-error', detail);
    }
  }

  for (const name of propertyNames) {
    const type = types[name];
    const attribute = toKebabCase(name);
    Object.defineProperty(Element.prototype, name, {
      configurable: true,
      enumerable: true,
      get(this: Element) {
        return this[R2WC_PROPS][name];
      },
      set(this: Element, value: unknown) {
        // Scalars reflect to their attribute, which parses them back; objects stay properties.
        if (type === 'boolean') this.toggleAttribute(attribute, Boolean(value));
        else if (type && type !== 'json' && value !== undefined && value !== null) {
          this.setAttribute(attribute, String(value));
        } else if (type && (value === undefined || value === null)) this.removeAttribute(attribute);
        else {
          this[R2WC_PROPS][name] = value;
          this[R2WC_RENDER]();
        }
      },
    });
  }

  return Element as unknown as FinElementClass<Props>;
}

