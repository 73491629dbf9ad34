import { expect, waitUntil } from '@open-wc/testing';
import { lazy, Suspense } from 'react';
import { createQueryClient, QueryProvider, QUERY_GC_TIME_MS, QUERY_STALE_TIME_MS, useQuery } from '../../src/ui/query';
import type { QueryClient } from '../../src/ui/query';
import { mount, unmountAll } from './harness';

interface Probe {
  calls: number;
  status: string;
  fetchStatus?: string;
}

function Reader({ probe, fail, staleTime }: { probe: Probe; fail?: boolean; staleTime?: number }) {
  const query = useQuery({
    queryKey: ['countries'],
    queryFn: async () => {
      probe.calls += 1;
      if (fail) throw new Error('HTTP 500');
      return ['GB', 'FR'];
    },
    ...(staleTime === undefined ? {} : { staleTime }),
  });
  probe.status = query.status;
  probe.fetchStatus = query.fetchStatus;
  return <p id="status">{query.status}</p>;
}

function View({ probe, fail, staleTime, client }: { probe: Probe; fail?: boolean; staleTime?: number; client?: QueryClient }) {
  return (
    <QueryProvider client={client}>
      <Reader probe={probe} fail={fail} staleTime={staleTime} />
    </QueryProvider>
  );
}

/** Records, as it renders after the reader, how many requests the reader has made. */
function Witness({ probe, seen }: { probe: Probe; seen: number[] }) {
  seen.push(probe.calls);
  return null;
}

function EarlyView({ probe, seen, fail }: { probe: Probe; seen: number[]; fail?: boolean }) {
  return (
    <QueryProvider>
      <Reader probe={probe} fail={fail} />
      <Witness probe={probe} seen={seen} />
    </QueryProvider>
  );
}

/** A query turned on after the view mounted, with a new key (a search run), failing at once. */
function Later({ probe, enabled }: { probe: Probe; enabled?: boolean }) {
  const query = useQuery({
    queryKey: ['later', enabled === true],
    queryFn: async () => {
      probe.calls += 1;
      throw new Error('HTTP 503');
    },
    enabled: enabled === true,
  });
  probe.status = query.status;
  return null;
}

function LaterView({ probe, enabled }: { probe: Probe; enabled?: boolean }) {
  return (
    <QueryProvider>
      <Later probe={probe} enabled={enabled} />
    </QueryProvider>
  );
}

/**
 * A reader beside a lazy part in one Suspense boundary: the part suspends, so React throws the
 * reader's first render away and renders it anew once the part has come, after the answer.
 */
function ThrownAwayView({ probe, fail, part }: { probe: Probe; fail?: boolean; part: Promise<void> }) {
  const [Part] = useLazyPart(part);
  return (
    <QueryProvider>
      <Suspense fallback={<p>loading</p>}>
        <Reader probe={probe} fail={fail} staleTime={0} />
        <Part />
      </Suspense>
    </QueryProvider>
  );
}

const parts = new WeakMap<Promise<void>, ReturnType<typeof lazy>>();
function useLazyPart(part: Promise<void>) {
  let Part = parts.get(part);
  if (!Part) {
    Part = lazy(async () => {
      await part;
      return { default: () => <p id="part">part</p> };
    });
    parts.set(part, Part);
  }
  return [Part] as const;
}

/** Lets timers and microtasks that a refetch or a retry would use run. */
const settle = (ms = 50) => new Promise((resolve) => setTimeout(resolve, ms));

describe('query client (src/ui/query.ts)', () => {
  afterEach(unmountAll);

  it('has the specs’ defaults: no retries, no refetch on focus, refetch on mount and reconnect only when stale', () => {
    const options = createQueryClient().getDefaultOptions();
    expect(options.queries?.retry).to.equal(false);
    expect(options.queries?.refetchOnWindowFocus).to.equal(false);
    expect(options.queries?.refetchOnMount).to.equal(true);
    expect(options.queries?.refetchOnReconnect).to.equal(true);
    expect(options.queries?.staleTime).to.equal(QUERY_STALE_TIME_MS);
    expect(options.queries?.gcTime).to.equal(QUERY_GC_TIME_MS);
    expect(options.mutations?.retry).to.equal(false);
  });

  it('does not retry a failing query', async () => {
    const probe: Probe = { calls: 0, status: '' };
    await mount(View, [], { probe, fail: true });
    await waitUntil(() => probe.status === 'error', 'the query never failed', { timeout: 3000 });
    // TanStack's own default would retry after 1 s, 2 s and 4 s.
    await settle(1200);
    expect(probe.calls).to.equal(1);
    expect(probe.status).to.equal('error');
  });

  it('does not refetch a stale query when the window regains focus', async () => {
    const probe: Probe = { calls: 0, status: '' };
    await mount(View, [], { probe, staleTime: 0 });
    await waitUntil(() => probe.status === 'success');
    // TanStack's focus manager listens for visibilitychange on window.
    window.dispatchEvent(new Event('visibilitychange'));
    await settle();
    expect(probe.calls).to.equal(1);
  });

  it('serves fresh data from the cache when a view mounts again', async () => {
    const client = createQueryClient();
    const probe: Probe = { calls: 0, status: '' };
    await mount(View, [], { probe, client });
    await waitUntil(() => probe.status === 'success');
    unmountAll();
    await mount(View, [], { probe, client });
    await waitUntil(() => probe.status === 'success');
    await settle();
    expect(probe.calls).to.equal(1);
  });

  it('asks for the data while the view renders, not once it has committed, and only once, answer or failure', async () => {
    for (const fail of [false, true]) {
      const probe: Probe = { calls: 0, status: '' };
      const seen: number[] = [];
      await mount(EarlyView, [], { probe, seen, fail });
      await waitUntil(() => seen.length > 0, 'the view never rendered');
      expect(seen[0], 'requests made when the first render reached the next component').to.equal(1);
      await waitUntil(() => probe.status === (fail ? 'error' : 'success'));
      await settle();
      expect(probe.calls).to.equal(1);
      unmountAll();
    }
  });

  it('asks once when React throws away the render that asked and renders the view anew, answer or failure', async () => {
    for (const fail of [false, true]) {
      const probe: Probe = { calls: 0, status: '' };
      let release = () => {};
      const part = new Promise<void>((resolve) => {
        release = resolve;
      });
      await mount(ThrownAwayView, [], { probe, fail, part });
      await waitUntil(() => probe.calls === 1, 'the first render never asked');
      // The answer (stale at once: staleTime 0) or the failure is in before the reader mounts.
      await settle();
      release();
      await waitUntil(() => probe.status === (fail ? 'error' : 'success'), 'the reader never mounted');
      await settle();
      expect(probe.calls, fail ? 'failure' : 'answer').to.equal(1);
      expect(probe.fetchStatus, 'not asking again').to.equal('idle');
      unmountAll();
    }
  });

  it('a query turned on after the view mounted asks once, though its answer fails at once', async () => {
    const probe: Probe = { calls: 0, status: '' };
    const { element } = await mount(LaterView, [], { probe, enabled: false });
    await waitUntil(() => probe.status === 'pending', 'the view never rendered');
    await settle();
    expect(probe.calls).to.equal(0);
    element.enabled = true;
    await waitUntil(() => probe.status === 'error', 'the query never failed');
    await settle();
    expect(probe.calls).to.equal(1);
  });
});
