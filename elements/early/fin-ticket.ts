/** dist/elements/fin-ticket.js: sends each ticket's GET, then loads the ticket (elements/fin-ticket.ts). */
import { helpCentreGet, ticketPath } from '../../src/shared/helpcentre/client';
import { loadImplementation } from './load';
import { configOf, identityOf, startFirstRequests } from './read';

startFirstRequests('fin-ticket', (element) => {
  const ticketId = element.getAttribute('ticket-id');
  const { apiBase, locale } = configOf(element);
  const identity = identityOf(element, locale);
  return ticketId && identity ? [helpCentreGet(apiBase, identity, ticketPath(ticketId))] : [];
});

export const { FinTicketElement } = await loadImplementation<{ FinTicketElement: CustomElementConstructor }>();
