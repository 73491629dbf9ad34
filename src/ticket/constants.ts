/** Constants of the ticket feature. */

/** Variants of <fin-ticket> (spec §2 "Ticket details"). */
export const TICKET_VARIANTS = ['page', 'item'] as const;
export type TicketVariant = (typeof TICKET_VARIANTS)[number];

/** Screen names reported to the usage tracker. */
export const USAGE_SCREENS = { ticket: 'ticket', chargeback: 'chargeback' } as const;
