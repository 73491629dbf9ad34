/** Puts a decoded flow into a module context, as a load would, so a module is tested on its own. */
import { decodeFlow } from '../../../src/forms/core/decode';
import type { EngineContext } from '../../../src/forms/core/flow/context';
import type { Json } from './fixtures';

export function showFlow(ctx: EngineContext, json: Json, viewId: string, values: Record<string, Record<string, unknown>> = {}): void {
  const flow = decodeFlow(json, ctx.decoding);
  ctx.flow.json = json;
  ctx.store.update((s) => {
    s.flow = flow;
    s.status = 'ready';
    s.currentViewId = viewId;
    s.values = Object.fromEntries(flow.views.map((v) => [v.id, values[v.id] ?? {}]));
  });
}
