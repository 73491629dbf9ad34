// §7.5 POST /troubleshoot on the help-centre API (`/api/help-centre/troubleshoot`): the issues of
// one transaction or card (§3.3 Troubleshoot request → Troubleshooter items), from
// demo/fixtures/troubleshooter.json over the accounts of routes/accounts.mjs. A transaction's
// issues follow its type (a merchant's card payments their own list), a card's are the card
// list; texts are filled in from the entity. Keys are hashes of the issue's name (the route's
// troubleshooterFaqHashedKey). debug: true names the rule that chose each issue in its subtitle.
import { createHash } from 'node:crypto';

const ENTITY_TYPES = ['TRANSACTION', 'CARD'];

const problem = (reply, status, error, message) => reply.code(status).send({ error, message });

export const hashedKey = (name) => createHash('sha256').update(`troubleshooter:${name}`).digest('hex').slice(0, 16);

const money = (amount, currency) => new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(Math.abs(amount));
const day = (iso) => new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso));
const fill = (text, params) => text?.replace(/\{(\w+)\}/g, (whole, name) => params[name] ?? whole);

/** The issue names for an entity, and the rule that chose them. */
function issueNames(data, entityType, entity) {
  if (entityType === 'CARD') return { rule: 'card', names: data.card };
  if (entity.merchantTransaction) return { rule: 'merchant', names: data.merchant };
  return { rule: `transaction.${entity.type}`, names: data.transaction[entity.type] ?? [] };
}

export default async function troubleshootRoutes(app, { fixtures, shared = {} }) {
  const data = fixtures.troubleshooter;
  if (!data) return;

  app.post('/api/help-centre/troubleshoot', async (request, reply) => {
    const { entityId, entityType, debug = false } = request.body ?? {};
    if (typeof entityId !== 'string' || !entityId) return problem(reply, 400, 'missing_entity_id', 'The body needs an entityId.');
    if (!ENTITY_TYPES.includes(entityType)) return problem(reply, 400, 'unknown_entity_type', `entityType is ${ENTITY_TYPES.join(' or ')}.`);
    if (typeof debug !== 'boolean') return problem(reply, 400, 'bad_debug', 'debug is true or false.');
    const accounts = shared.accounts;
    const entity = entityType === 'CARD' ? accounts?.card(entityId) : accounts?.transaction(entityId);
    if (!entity) return problem(reply, 404, 'no_entity', `No ${entityType.toLowerCase()} ${entityId}.`);

    const params =
      entityType === 'CARD'
        ? { card: entity.last4 ? `${entity.name} ending ${entity.last4}` : entity.name, title: entity.name }
        : { title: entity.title, amount: money(entity.amount, entity.currency), day: day(entity.createdDate) };
    const images = `${request.protocol}://${request.headers.host}/assets/troubleshooter/`;
    const { rule, names } = issueNames(data, entityType, entity);
    const items = names.map((name) => {
      const issue = data.issues[name];
      return {
        key: hashedKey(name),
        title: issue.title,
        ...(debug ? { subtitle: `Debug: rule ${rule} → ${name} for ${entityType} ${entityId}` } : issue.subtitle ? { subtitle: issue.subtitle } : {}),
        content: fill(issue.content, params),
        ...(issue.image ? { image: images + issue.image } : {}),
        ...(issue.subContents
          ? { subContents: { style: issue.subContents.style, items: issue.subContents.items.map((item) => ({ ...item, content: fill(item.content, params) })) } }
          : {}),
        actions: issue.actions ?? [],
        ...(issue.help ? { help: { title: issue.help.title, key: issue.help.key, hyperlink: `finapp://faq?key=${encodeURIComponent(issue.help.key)}` } } : {}),
        contentLink: `troubleshoot/${entityType.toLowerCase()}/${name}`,
      };
    });
    return { items };
  });
}
