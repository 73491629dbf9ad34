/**
 * The outbox lease, for browsers without Web Locks. Apart from constants.ts so the lease's lazy
 * chunk shares nothing with the tracker's.
 */

/** Without Web Locks, a flushing tab holds a lease in storage this long, renewed per send. */
export const OUTBOX_LEASE_MS = 45_000;
/** The lease's key in the tracker's storage. */
export const LEASE_KEY = 'lease';
