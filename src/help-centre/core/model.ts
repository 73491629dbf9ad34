/**
 * The help centre's models (sso-chat-help-centre.md §3.3) and their decoders from the wire
 * (docs/elements/fin-help-centre.md "Wire"). Pure: used by the default services and by tests.
 */
import { fields, id, listOf, number, oneOf, optional, string } from '../../shared/decode';
import type { Decoder } from '../../shared/decode';

export const NODE_TYPES = ['BRANCH', 'CONTENT_REFERENCE'] as const;
export type FaqNodeType = (typeof NODE_TYPES)[number];

/** §3.3 FAQ tree node; description and chatCategory feed the topic page. */
export interface FaqNode {
  key: string;
  title: string;
  type: FaqNodeType;
  /** Path under /faq, without slashes around it (`cards/lost-card`). */
  urlPath: string;
  icon?: string | undefined;
  description?: string | undefined;
  /** A chat category: the topic page offers 'Help with something else'. */
  chatCategory?: string | undefined;
  children: FaqNode[];
}

/** A link with its label: an article's step action, a suggested action. */
export interface LinkAction {
  kind: 'link';
  label: string;
  link: string;
}

/** §3.3 Form action: opens a form (the next issue's screens); shown as a suggested action. */
export interface FormAction {
  kind: 'form';
  formId: string;
  title: string;
  params: Readonly<Record<string, string>>;
}

export type ArticleAction = LinkAction | FormAction;

export type ContentBlock =
  | { type: 'HEADER'; text: string }
  | { type: 'PARAGRAPH'; text: string }
  | { type: 'BULLET_LIST'; items: string[] };

export interface Step {
  subheader: string;
  description: string;
  action?: LinkAction | undefined;
}

/** §3.3 content: informational blocks, instructional steps, or HTML (sanitised when shown). */
export type ArticleContent =
  | { type: 'INFORMATIONAL'; blocks: ContentBlock[] }
  | { type: 'INSTRUCTIONAL'; steps: Step[]; action?: LinkAction | undefined }
  | { type: 'HTML'; html: string };

export interface FaqChat {
  category?: string | undefined;
  entrySuggestions: { id: string; title: string }[];
  form?: string | undefined;
}

/** §3.3 FAQ item. */
export interface FaqItem {
  key: string;
  title: string;
  urlPath: string;
  type: FaqNodeType;
  content?: ArticleContent | undefined;
  actions: ArticleAction[];
  chat?: FaqChat | undefined;
}

export interface SearchSuggestion {
  title: string;
  deeplink: string;
}

export interface SearchResult {
  title: string;
  key: string;
}

export const INCIDENT_STATES = ['active', 'subscribed', 'resolved'] as const;
export type IncidentState = (typeof INCIDENT_STATES)[number];

export const BANNER_ACTIONS = ['SUBSCRIBE', 'DISMISS'] as const;
export type BannerActionType = (typeof BANNER_ACTIONS)[number];

export interface IncidentBanner {
  title: string;
  subtitle: string;
  actionButton?: { type: BannerActionType; label: string } | undefined;
}

/** §3.3 Incident: a banner per state. */
export interface Incident {
  id: string;
  state: IncidentState;
  banners: Partial<Record<IncidentState, IncidentBanner>>;
}

export interface FeedbackTag {
  tag: string;
  label: string;
}

/** §3.3 Feedback: score 1 helpful, -1 not helpful, 0 none. */
export interface Feedback {
  /** Absent when the user has not voted (score 0). */
  id?: string | undefined;
  score: number;
  tags: string[];
  comment?: string | undefined;
}

export interface ReviewStatus {
  status: string;
  /** Overrides the banner's default text; read more past 200 characters. */
  description?: string | undefined;
}

export const REQUEST_STATES = ['ACTIVE', 'RESOLVED'] as const;

/** §3.3 Request ticket (help centre): its id is the chat ticket's, so opening it opens that chat. */
export interface RequestTicket {
  id: string;
  state: (typeof REQUEST_STATES)[number];
  updatedAt: string;
  title?: string | undefined;
}

const text = optional(string);

export const decodeNode: Decoder<FaqNode> = (value, path) => {
  const f = fields(value, path);
  return {
    key: f.get('key', id),
    title: f.get('title', string),
    type: f.get('type', oneOf(NODE_TYPES)),
    urlPath: trimSlashes(f.get('urlPath', string)),
    icon: f.get('icon', text),
    description: f.get('description', text),
    chatCategory: f.get('chatCategory', text),
    children: f.has('children') ? f.get('children', listOf(decodeNode)) : [],
  };
};

export const decodeTree: Decoder<FaqNode[]> = listOf(decodeNode);

const decodeLink: Decoder<LinkAction> = (value, path) => {
  const f = fields(value, path);
  return { kind: 'link', label: f.get('label', string), link: f.get('link', string) };
};

const decodeParams: Decoder<Record<string, string>> = (value, path) => {
  const f = fields(value, path);
  return Object.fromEntries(Object.keys(f.json).map((key) => [key, f.get(key, string)]));
};

/** A form action (§3.3): `{formId, title, params?}`, from the server or from navigation state. */
const decodeFormAction: Decoder<FormAction> = (value, path) => {
  const f = fields(value, path);
  return { kind: 'form', formId: f.get('formId', id), title: f.get('title', string), params: f.has('params') ? f.get('params', decodeParams) : {} };
};

/** An action of content: a form action when it names a form, else a link. */
export const decodeAction: Decoder<ArticleAction> = (value, path) => (fields(value, path).has('formId') ? decodeFormAction(value, path) : decodeLink(value, path));

/** A list of form actions and links (articles, troubleshooter items). */
export const decodeActions: Decoder<ArticleAction[]> = listOf(decodeAction);

const decodeBlock: Decoder<ContentBlock> = (value, path) => {
  const f = fields(value, path);
  const type = f.get('type', oneOf(['HEADER', 'PARAGRAPH', 'BULLET_LIST'] as const));
  return type === 'BULLET_LIST' ? { type, items: f.get('items', listOf(string)) } : { type, text: f.get('text', string) };
};

const decodeStep: Decoder<Step> = (value, path) => {
  const f = fields(value, path);
  return { subheader: f.get('subheader', string), description: f.get('description', string), action: f.get('action', optional(decodeLink)) };
};

export const decodeContent: Decoder<ArticleContent> = (value, path) => {
  const f = fields(value, path);
  const type = f.get('type', oneOf(['INFORMATIONAL', 'INSTRUCTIONAL', 'HTML'] as const));
  if (type === 'HTML') return { type, html: f.get('html', string) };
  if (type === 'INSTRUCTIONAL') return { type, steps: f.get('steps', listOf(decodeStep)), action: f.get('action', optional(decodeLink)) };
  return { type, blocks: f.get('blocks', listOf(decodeBlock)) };
};

/** §3.3 an item's chat: its category, entry suggestions and form. */
export const decodeChat: Decoder<FaqChat> = (value, path) => {
  const f = fields(value, path);
  const suggestion: Decoder<{ id: string; title: string }> = (item, at) => {
    const s = fields(item, at);
    return { id: s.get('id', id), title: s.get('title', string) };
  };
  return {
    // §3.3: chatCategory or category.
    category: f.get('chatCategory', text) ?? f.get('category', text),
    entrySuggestions: f.has('entrySuggestions') ? f.get('entrySuggestions', listOf(suggestion)) : [],
    form: f.get('form', text),
  };
};

export const decodeItem: Decoder<FaqItem> = (value, path) => {
  const f = fields(value, path);
  return {
    key: f.get('key', id),
    title: f.get('title', string),
    urlPath: trimSlashes(f.get('urlPath', string)),
    type: f.get('type', oneOf(NODE_TYPES)),
    content: f.get('content', optional(decodeContent)),
    actions: f.has('actions') ? f.get('actions', decodeActions) : [],
    chat: f.get('chat', optional(decodeChat)),
  };
};

export const decodeSuggestions: Decoder<SearchSuggestion[]> = (value, path) =>
  fields(value, path).get(
    'suggestions',
    listOf((item, at) => {
      const f = fields(item, at);
      return { title: f.get('title', string), deeplink: f.get('deeplink', string) };
    }),
  );

export const decodeResults: Decoder<SearchResult[]> = (value, path) =>
  fields(value, path).get(
    'results',
    listOf((item, at) => {
      const f = fields(item, at);
      return { title: f.get('title', string), key: f.get('key', id) };
    }),
  );

export const decodeCompletions: Decoder<string[]> = (value, path) => fields(value, path).get('completions', listOf(string));

const decodeBanner: Decoder<IncidentBanner> = (value, path) => {
  const f = fields(value, path);
  const button: Decoder<{ type: BannerActionType; label: string }> = (item, at) => {
    const b = fields(item, at);
    return { type: b.get('type', oneOf(BANNER_ACTIONS)), label: b.get('label', string) };
  };
  return { title: f.get('title', string), subtitle: f.get('subtitle', string), actionButton: f.get('actionButton', optional(button)) };
};

export const decodeIncidents: Decoder<Incident[]> = (value, path) =>
  fields(value, path).get(
    'incidents',
    listOf((item, at) => {
      const f = fields(item, at);
      const banners = fields(f.json.banners, `${at}.banners`);
      return {
        id: f.get('id', id),
        state: f.get('state', oneOf(INCIDENT_STATES)),
        banners: Object.fromEntries(INCIDENT_STATES.filter((state) => banners.has(state)).map((state) => [state, banners.get(state, decodeBanner)])),
      };
    }),
  );

export const decodeTags: Decoder<FeedbackTag[]> = (value, path) =>
  fields(value, path).get(
    'tags',
    listOf((item, at) => {
      const f = fields(item, at);
      return { tag: f.get('tag', string), label: f.get('label', string) };
    }),
  );

export const decodeFeedback: Decoder<Feedback> = (value, path) => {
  const f = fields(value, path);
  return {
    id: f.get('id', optional(id)),
    score: f.get('score', number),
    tags: f.has('tags') ? f.get('tags', listOf(string)) : [],
    comment: f.get('comment', text),
  };
};

export const decodeSavedFeedback: Decoder<{ id: string }> = (value, path) => ({ id: fields(value, path).get('id', id) });

export const decodeReviewStatus: Decoder<ReviewStatus> = (value, path) => {
  const f = fields(value, path);
  return { status: f.get('status', string), description: f.get('description', text) };
};

/** `{tickets: [{id, state: "ACTIVE" | "RESOLVED", updatedAt, title?}]}` (docs/elements/fin-help-centre.md "Wire"). */
export const decodeTickets: Decoder<RequestTicket[]> = (value, path) =>
  fields(value, path).get(
    'tickets',
    listOf((item, at) => {
      const f = fields(item, at);
      return { id: f.get('id', id), state: f.get('state', oneOf(REQUEST_STATES)), updatedAt: f.get('updatedAt', string), title: f.get('title', text) };
    }),
  );

/**
 * A form action carried in navigation state (§2.3 Forms actions). The state comes back from the
 * browser's history after a reload, so it is checked like any other input.
 */
export const decodeFormActions: Decoder<FormAction[]> = listOf(decodeFormAction);

export function trimSlashes(path: string): string {
  return path.replace(/^\/+|\/+$/g, '');
}
