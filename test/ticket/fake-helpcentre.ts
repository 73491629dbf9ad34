/** A fetch for the help-centre client that records calls and answers from a table of routes. */
export interface Call {
  method: string;
  url: URL;
  headers: Headers;
  credentials: RequestCredentials | undefined;
  body: unknown;
}

export type Route = (call: Call) => Response | Promise<Response>;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
export const empty = (status = 204) => new Response(null, { status });

export function fakeFetch(routes: Record<string, Route>) {
  const calls: Call[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input));
    const method = init.method ?? 'GET';
    const call: Call = {
      method,
      url,
      headers: new Headers(init.headers),
      credentials: init.credentials,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    await Promise.resolve();
    const route = routes[`${method} ${url.pathname}`];
    return route ? route(call) : json({ error: 'not_found' }, 404);
  };
  return { fetch: fetch as typeof globalThis.fetch, calls, names: () => calls.map((call) => `${call.method} ${call.url.pathname}`) };
}

/** The demo fixture, served by the test runner from the repository. */
export async function ticketFixtures(): Promise<{ tickets: Record<string, unknown>; chargebacks: Record<string, unknown> }> {
  const response = await fetch('/demo/fixtures/tickets.json');
  return response.json();
}
