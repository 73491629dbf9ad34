/**
 * The outbox lock without Web Locks: a lease record in the shared storage, taken and renewed
 * in one storage transaction. A tab that died holding it loses it when the lease runs out.
 * Loaded only by a browser without Web Locks.
 */
import type { Clock } from '../../shared/clock';
import type { KeyValueStorage } from '../../shared/storage';
import { LEASE_KEY, OUTBOX_LEASE_MS } from '../lease-constants';
import type { OutboxLock } from './outbox';

interface Lease {
  owner: string;
  until: number;
}

export function createLeaseLock({ storage, clock, owner }: { storage: KeyValueStorage; clock: Clock; owner: string }): OutboxLock {
  const take = async (): Promise<boolean> => {
    const lease = await storage.update<Lease>(LEASE_KEY, (current) =>
      !current || current.owner === owner || current.until <= clock.now() ? { owner, until: clock.now() + OUTBOX_LEASE_MS } : current,
    );
    return lease?.owner === owner;
  };
  return {
    async run(task) {
      if (!(await take())) return false;
      try {
        await task(take);
      } finally {
        await storage.update<Lease>(LEASE_KEY, (current) => (current?.owner === owner ? undefined : current));
      }
      return true;
    },
  };
}
