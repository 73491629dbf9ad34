/**
 * Server state of the panel's rarer parts (images, the agent sheet, the rating popup) through
 * src/ui/query.ts: one QueryClient per element, shared by those parts. They load lazily (lazy.ts),
 * so a text-only chat does not pay for the query library.
 */
import type { ReactNode } from 'react';
import { useElement } from '../../ui/element-context';
import { createQueryClient, QueryProvider } from '../../ui/query';
import type { QueryClient } from '../../ui/query';

const clients = new WeakMap<HTMLElement, QueryClient>();

export function ChatQuery({ children }: { children: ReactNode }) {
  const { host } = useElement();
  let client = clients.get(host);
  if (!client) {
    client = createQueryClient();
    clients.set(host, client);
  }
  return <QueryProvider client={client}>{children}</QueryProvider>;
}
