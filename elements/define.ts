/**
 * Turns a React view into a custom element: r2wc for the React root and the open shadow root,
 * typed attributes with HTML semantics and property-only inputs (elements/element.ts, React-free),
 * constructable stylesheets and the ElementContext (host, root, resolved config, auth, emit) the
 * views read.
 */
import r2wc from '@r2wc/react-to-web-component';
import { createElement, useEffect, useLayoutEffect, useMemo, useSyncExternalStore } from 'react';
import type { ComponentType } from 'react';
import { resolveConfig } from '../src/shared/config';
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
import { invalidAttribute, textChecks } from './attributes';
import type { ConfigProblem } from './attributes';
import { ATTRIBUTE_ERRORS, withAttributes } from './element';
import type { ElementShape, FinElementClass, R2wcClass } from './element';
export { defineElement } from './register';
export { oneOf } from './attributes';
export type { FinElement, FinElementClass } from './element';

export interface ElementDefinition<Props extends object> extends ElementShape<Props> {
  /** The React view. It reads the element through useElement(). */
  view: ComponentType<Props>;
  /** Sheets adopted into every instance's shadow root after the base theme, each once (by identity). */
  styles?: Styles;
  /** What the element cannot work with (a missing required attribute, a malformed value): shown instead of the view. */
  problems?: (props: Partial<Props>) => ConfigProblem[];
}

/** What an element renders with: its host view, and the sheets every instance adopts. */
export type ElementView<Props extends object> = Pick<ElementDefinition<Props>, 'view' | 'styles' | 'problems'>;

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

/**
 * The React component an element renders in its shadow root (r2wc's props: `container`, the
 * attributes and properties): the ElementContext, the configuration problems, then the view.
 */
export function hostView<Props extends object>(tag: string, definition: ElementView<Props>): ComponentType<Record<string, unknown>> {
  const View = definition.view as ComponentType<Record<string, unknown>>;
  return function Host({ container, apiBase, locale, messages, [ATTRIBUTE_ERRORS]: attributeErrors, ...viewProps }: Record<string, unknown>) {
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
        messages: mergeMessages(hostState.config.messages, messages as Messages | undefined),
        features: hostState.config.features ?? {},
        emit: <K extends FinEventName>(type: K, detail: FinEventMap[K]) => emit(host, type, detail),
      };
    }, [root, apiBase, locale, messages, hostState, dirChange]);
    useLayoutEffect(() => applyDirection(root, context.dir), [root, context.dir]);
    const body = shown.length > 0 ? createElement(ConfigErrors, { messages: shown }) : createElement(View, viewProps);
    return createElement(ElementContext.Provider, { value: context }, body);
  };
}

/** The sheets every instance adopts: the base theme, configuration errors, the view's own; each once. */
export const viewSheets = (styles: Styles = []): Styles => unique(baseStyles, configErrorStyles, styles);

/** Builds the element class; register it with defineElement(). */
export function createElementClass<Props extends object>(
  tag: string,
  definition: ElementDefinition<Props>,
): FinElementClass<Props> {
  // Shared by every instance; a component two views both use is adopted once.
  const sheets = viewSheets(definition.styles);
  const Base = r2wc(hostView(tag, definition), { shadow: 'open', props: [] }) as unknown as R2wcClass;
  class Styled extends Base {
    constructor() {
      super();
      (this.shadowRoot as ShadowRoot).adoptedStyleSheets = [...sheets];
    }
  }
  return withAttributes(tag, definition, Styled);
}
