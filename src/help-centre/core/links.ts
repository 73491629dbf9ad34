/**
 * Following a link from help-centre content (§2.3 Link rewriting, §5, §8): a FAQ deep link opens
 * the help centre's own FAQ route, a form link its form, a chat link the chat — its `ticketId`, or
 * a new chat of its `category` (else the page's) with the page's context — and every other link
 * (an app link with a web path, a web URL) opens as a web link, whose safety the command checks.
 * An app link that cannot be followed is not (a warning says why): the view shows it as text
 * (shared/links.ts's linkUnavailable). The view supplies the commands and calls these.
 */
import { DeepLinkError, isAppLink, resolveAppLink } from '../../shared/links';
import type { LinkParams, RouteTarget } from '../../shared/links';
import type { ChatRequest } from './chat';

export interface LinkCommands {
  /** Opens the FAQ of this key (its route). */
  openFaq: (key: string) => void;
  /** Opens a form with its params (the help centre's form route, or the host's openForm). */
  openForm: (action: { formId: string; params: LinkParams }) => void;
  /** Opens an existing ticket in the chat. */
  openTicket: (ticketId: string) => void;
  /** Opens the chat through the help centre's hand-off (§7.8 decision, then a ticket or a new chat). */
  openChat: (request: ChatRequest) => void;
  /** Opens a web link (app links with a web path included), refusing an unsafe one. */
  openWeb: (url: string) => void;
  /** Says why a link was not followed. */
  warn: (message: string) => void;
}

/** A chat, form or FAQ route from content; `chat` is the page's own chat request. */
export function routeLink(target: RouteTarget, chat: ChatRequest, commands: LinkCommands): void {
  if (target.kind === 'faq') commands.openFaq(target.key);
  else if (target.kind === 'form') commands.openForm({ formId: target.formId, params: target.params });
  else if (target.params.ticketId) commands.openTicket(target.params.ticketId);
  else commands.openChat({ ...chat, category: target.params.category || chat.category });
}

/** Any link from content (an action's, a step's, a search suggestion's). */
export function followLink(url: string, chat: ChatRequest, commands: LinkCommands): void {
  if (isAppLink(url)) {
    try {
      const target = resolveAppLink(url);
      if (target.kind !== 'web') return routeLink(target, chat, commands);
    } catch (error) {
      if (!(error instanceof DeepLinkError)) throw error;
      return commands.warn(error.message);
    }
  }
  return commands.openWeb(url);
}
