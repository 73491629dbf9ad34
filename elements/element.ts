/**
 * The element half of every r2wc-based element, without React: typed attributes with HTML
 * semantics (a value of the wrong kind is reported, and handed to the view), property accessors
 * (scalars reflect to their attribute, objects stay properties) and the upgrade of properties a
 * host set before the tag was defined. define.ts puts it over r2wc's React element; the closed
 * `<fin-chat>` over @r2wc/core with a renderer that loads its view later (elements/lazy.ts).
 */
import type { FinWidgetsError } from '../src/shared/errors';
import { emit } from '../src/shared/events';
import type { FinEventMap } from '../src/shared/events';
import type { Messages } from '../src/shared/i18n';
import { consoleLogger } from '../src/shared/logger';
import { attributeKeys, parseAttribute, toKebabCase } from './attributes';
import type { AttributeType } from './attributes';
import { upgradeProperties } from './upgrade';

/** Where the element hands its attributes' parse errors to the view (a prop name no view uses). */
export const ATTRIBUTE_ERRORS = 'finAttributeErrors';

// r2wc keeps the props it renders with under these registered symbols.
const R2WC_PROPS = Symbol.for('r2wc.props');
const R2WC_RENDER = Symbol.for('r2wc.render');

/** What an r2wc element class (@r2wc/core's, or @r2wc/react-to-web-component's) offers its subclass. */
export type R2wcClass = new () => HTMLElement & {
  [R2WC_PROPS]: Record<string, unknown>;
  [R2WC_RENDER](): void;
  connectedCallback(): void;
};

/** The attributes and properties of an element: what a host sets on it, before or after its view has loaded. */
export interface ElementShape<Props extends object> {
  /** Props set from attributes (kebab-case of the prop name), and as properties. */
  attributes: { readonly [K in keyof Props]?: AttributeType };
  /** Props set only as properties (objects, callbacks, adapters). */
  properties?: readonly (keyof Props & string)[];
}

/** api-base and locale are attributes of every element (DESIGN.md §1); messages (host texts by locale) a property of each. */
export interface CommonProps {
  apiBase?: string;
  locale?: string;
  messages?: Messages;
}

export type FinElement<Props extends object> = HTMLElement & CommonProps & Partial<Props>;
export type FinElementClass<Props extends object> = new () => FinElement<Props>;

/** The element class of `tag` over an r2wc base: its attributes, its properties, and those set before it was defined. */
export function withAttributes<Props extends object>(tag: string, shape: ElementShape<Props>, Base: R2wcClass): FinElementClass<Props> {
  const types: Record<string, AttributeType> = { apiBase: 'string', locale: 'string', ...shape.attributes };
  const attributeToProp = attributeKeys(types);
  const propertyNames = [...Object.keys(types), 'messages', ...(shape.properties ?? [])];

  class Element extends Base {
    static get observedAttributes(): string[] {
      return [...attributeToProp.keys()];
    }

    constructor() {
      super();
      for (const name of upgradeProperties(this, propertyNames)) {
        // A scalar reflects to its attribute, but an upgrading element gets no
        // attributeChangedCallback for what its constructor sets: read the attribute now.
        const type = types[name];
        const attribute = toKebabCase(name);
        if (type && type !== 'json') this.#readAttribute(attribute, this.getAttribute(attribute));
      }
    }

    attributeChangedCallback(attribute: string, _old: string | null, text: string | null): void {
      this.#readAttribute(attribute, text);
      this[R2WC_RENDER]();
    }

    /** Parses an attribute into its prop; a bad value is shown, logged and reported (on connect when not in the page). */
    #readAttribute(attribute: string, text: string | null): void {
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
