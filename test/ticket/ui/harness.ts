/** <fin-ticket> and <fin-chargeback> on the demo fixtures behind a fake fetch. */
import { waitUntil } from '@open-wc/testing';
import '../../../elements/fin-ticket';
import '../../../elements/fin-chargeback';
import { empty, fakeFetch, json, ticketFixtures } from '../fake-helpcentre';
import type { Route } from '../fake-helpcentre';

export const API = 'https://bank.example';
const realFetch = window.fetch;
export let fixtures: Awaited<ReturnType<typeof ticketFixtures>>;

/** Answers the help-centre calls from the demo fixtures; `extra` adds or overrides routes. */
export function serve(extra: Record<string, Route> = {}) {
  const routes: Record<string, Route> = {};
  for (const [id, ticket] of Object.entries(fixtures.tickets)) {
    routes[`GET /helpcentre/tickets/${id}`] = () => json(ticket);
    routes[`POST /helpcentre/tickets/${id}/seen`] = () => empty();
  }
  for (const [id, chargeback] of Object.entries(fixtures.chargebacks)) {
    routes[`GET /helpcentre/tickets/v2/latest/origin-entities/${id}/sections`] = () => json(chargeback);
  }
  const fake = fakeFetch({ ...routes, ...extra });
  window.fetch = fake.fetch;
  return fake;
}

export async function mount(tag: 'fin-ticket' | 'fin-chargeback', attributes: Record<string, string>) {
  const element = document.createElement(tag);
  element.setAttribute('api-base', API);
  element.setAttribute('device-id', 'device-7');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  const root = element.shadowRoot!;
  const find = async (selector: string) => {
    await waitUntil(() => root.querySelector(selector), `nothing matched ${selector}`, { timeout: 3000 });
    return root.querySelector<HTMLElement>(selector)!;
  };
  const texts = (selector: string) => [...root.querySelectorAll(selector)].map((node) => node.textContent?.trim() ?? '');
  return { element, root, find, texts };
}

export const button = (root: ShadowRoot, text: string) =>
  [...root.querySelectorAll<HTMLButtonElement>('button')].find((node) => node.textContent?.trim() === text);

export async function click(root: ShadowRoot, text: string) {
  await waitUntil(() => button(root, text), `no button "${text}"`, { timeout: 3000 });
  button(root, text)!.click();
}

before(async () => {
  fixtures = await ticketFixtures();
});
afterEach(() => {
  document.body.replaceChildren();
  window.fetch = realFetch;
});

