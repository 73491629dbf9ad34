// The tracker collector at the spec's path, POST /{product}.tracking.WebTracker/RecordEvent
// (forms-tickets-tracker.md §7), and /__tracker/events for the demo's live log and the tests.
// Replies are in docs/tracker-wire.md; errors use the Twirp shape {code, msg}.
import { createCollector, decodeEvent, InvalidEventError, productOf } from '../collector.mjs';

export default async function trackerRoutes(app) {
  const collector = createCollector();

  app.post('/:service/RecordEvent', async (request, reply) => {
    const product = productOf(request.params.service);
    if (!product) return reply.code(404).send({ code: 'bad_route', msg: `no service ${request.params.service}` });
    try {
      const event = decodeEvent(request.body, product);
      return { duplicate: collector.record(event) };
    } catch (error) {
      if (error instanceof InvalidEventError) return reply.code(400).send({ code: 'invalid_argument', msg: error.message });
      throw error;
    }
  });

  app.get('/__tracker/events', async (request) => collector.list(Number(request.query.since) || 0));
  app.delete('/__tracker/events', async (_request, reply) => {
    collector.clear();
    return reply.code(204).send();
  });
}
