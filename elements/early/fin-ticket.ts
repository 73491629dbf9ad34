/** dist/elements/fin-ticket.js: sends each ticket's GET, then loads the ticket (elements/fin-ticket.ts). */
import { helpCentreGet, ticketPath } from '../../src/shared/helpcentre/client';
import { loadImplementation } from './load';
import { configOf, identityOf, startFirstRequests, withIdentity } from './read';

startFirstRequests('fin-ticket', (element) => {
  const ticketId = element.getAttribute('ticket-id');
  if (!ticketId) return [];
  const { apiBase, locale } = configOf(element);
  return withIdentity(identityOf(element, locale), (identity) => [helpCentreGet(apiBase, identity, ticketPath(ticketId))]);
});

export const { FinTicketElement } = await loadImplementation<{ FinTicketElement: CustomElementConstructor }>();
