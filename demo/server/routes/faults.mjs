// GET /__faults lists the server-wide rules, POST adds one, DELETE clears them all.
import { FaultRuleError } from '../faults.mjs';

export default async function faultRoutes(app, { faults }) {
  // `curl -X POST /__faults -d '{…}'` sends JSON as a form (curl's default content type): read it as JSON.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body));
    } catch {
      done(Object.assign(new Error('The fault rule must be JSON, e.g. {"status":503}'), { statusCode: 400 }));
    }
  });
  app.get('/__faults', async () => ({ rules: faults.list() }));
  app.post('/__faults', async (request, reply) => {
    try {
      return reply.code(201).send({ rule: faults.add(request.body) });
    } catch (error) {
      if (error instanceof FaultRuleError) return reply.code(400).send({ error: 'bad_fault', message: error.message });
      throw error;
    }
  });
  app.delete('/__faults', async (_request, reply) => {
    faults.clear();
    return reply.code(204).send();
  });
}
