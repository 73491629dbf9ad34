// The address calls of the form host (spec §7, supplied-adapter variant, paths not shown in the
// spec: docs/forms-wire.md "Address calls") over demo/fixtures/addresses.json, playing a
// Loqate-style provider: GB postcodes are containers of their 20–40 addresses, other countries
// answer final addresses, NL and IE look up by postcode. Lookup errors come from the fault
// switch (match "/api/address/").
const compact = (text) => String(text ?? '').toUpperCase().replace(/\s+/g, '');
const words = (text) => String(text ?? '').toLowerCase().replace(/\s+/g, ' ').trim();

const FIELDS = ['country', 'streetLine1', 'streetLine2', 'city', 'postcode', 'region'];

/** Every field present, '' when empty: the value shape of spec §3. */
const addressValue = (country, fields) => Object.fromEntries(FIELDS.map((key) => [key, key === 'country' ? country : String(fields[key] ?? '')]));

/** A GB postcode block's addresses: "{n} {street}", every `step` numbers from `from`. */
function blockAddresses(block) {
  const step = block.step ?? 1;
  return Array.from({ length: block.count }, (_, index) => {
    const n = block.from + index * step;
    return addressValue('GB', {
      streetLine1: `${n} ${block.street}`,
      streetLine2: block.line2 ? block.line2.replace('{n}', String(index % 5 + 1)) : '',
      city: block.city,
      postcode: block.postcode,
    });
  });
}

const oneLine = (address) => [address.streetLine1, address.streetLine2].filter(Boolean).join(', ');
const place = (address) => [address.city, address.region, address.postcode].filter(Boolean).join(', ');
const final = (id, address) => ({ id, type: 'final', result: oneLine(address), description: place(address) });

export function createAddressBook(fixture) {
  const blocks = fixture.postcodeBlocks?.GB ?? [];
  const others = fixture.addresses ?? {};
  const blockId = (block) => `GB:${compact(block.postcode)}`;

  function suggestions(country, text, parent, limit) {
    const query = words(text);
    let found;
    if (parent) {
      const block = blocks.find((entry) => blockId(entry) === parent);
      found = block ? blockAddresses(block).map((address, index) => final(`${parent}:${index}`, address)) : [];
    } else if (country === 'GB') {
      const hasNumber = /\d/.test(query);
      const containers = blocks
        .filter((block) => (compact(query).length >= 2 && compact(block.postcode).startsWith(compact(query))) || words(`${block.street}, ${block.city}`).includes(query))
        .map((block) => ({ id: blockId(block), type: 'container', result: block.postcode, description: `${block.street}, ${block.city} - ${block.count} addresses` }));
      const finals = hasNumber
        ? blocks.flatMap((block) =>
            blockAddresses(block)
              .map((address, index) => ({ address, id: `${blockId(block)}:${index}` }))
              .filter(({ address }) => words(`${oneLine(address)} ${place(address)}`).includes(query))
              .map(({ address, id }) => final(id, address)),
          )
        : [];
      found = [...containers, ...finals];
    } else {
      found = (others[country] ?? [])
        .map((fields, index) => ({ address: addressValue(country, fields), id: `${country}:${index}` }))
        .filter(({ address }) => words(`${oneLine(address)} ${place(address)}`).includes(query))
        .map(({ address, id }) => final(id, address));
    }
    return limit ? found.slice(0, limit) : found;
  }

  function resolve(addressId) {
    const [country, second, third] = String(addressId).split(':');
    if (country === 'GB') {
      const block = blocks.find((entry) => compact(entry.postcode) === second);
      return block ? blockAddresses(block)[Number(third)] : undefined;
    }
    const fields = others[country]?.[Number(second)];
    return fields ? addressValue(country, fields) : undefined;
  }

  function byPostcode(country, postcode) {
    const table = fixture.postcodes?.[country] ?? {};
    const key = Object.keys(table).find((code) => compact(code) === compact(postcode));
    return key ? table[key].map((fields) => addressValue(country, { ...fields, postcode: key })) : [];
  }

  /** validateAddress: ineligible places, unknown streets, postcodes that do not fit. */
  function validate(address) {
    const rules = fixture.validation ?? {};
    const postcode = compact(address.postcode);
    if (address.country === 'GB' && (rules.ineligiblePostcodePrefixes ?? []).some((prefix) => postcode.startsWith(prefix))) {
      return { success: false, messageType: 'ineligible_address', title: rules.ineligible.title, message: rules.ineligible.message };
    }
    if ((rules.unknownStreetWords ?? []).some((word) => words(address.streetLine1).includes(word))) {
      return { success: false, messageType: 'invalid_address', message: rules.invalidAddress };
    }
    const pattern = rules.postcodePatterns?.[address.country];
    const knownBlock = address.country === 'GB' ? blocks.find((block) => compact(block.postcode) === postcode) : undefined;
    const streetMismatch = knownBlock && !words(address.streetLine1).includes(words(knownBlock.street));
    if ((pattern && !new RegExp(pattern).test(String(address.postcode).toUpperCase().trim())) || streetMismatch) {
      return { success: false, messageType: 'invalid_address_postcode', message: rules.invalidPostcode };
    }
    return { success: true };
  }

  return { suggestions, resolve, byPostcode, validate };
}

const isAddress = (body) => body && typeof body === 'object' && FIELDS.every((key) => body[key] === undefined || typeof body[key] === 'string');

export default async function addressRoutes(app, { fixtures }) {
  const fixture = fixtures.addresses ?? {};
  const book = createAddressBook(fixture);
  const country = (request) => String(request.query?.country ?? '').toUpperCase();

  app.get('/api/address/configuration', async () => fixture.configuration ?? {});

  app.get('/api/address/countries/:countryCode/states', async (request) => ({ states: fixture.states?.[request.params.countryCode.toUpperCase()] ?? [] }));

  app.get('/api/address/suggestions', async (request, reply) => {
    const { text, parent, limit } = request.query ?? {};
    if (!country(request) || typeof text !== 'string') return reply.code(400).send({ error: 'bad_query', message: 'country and text are required.' });
    const max = limit === undefined ? undefined : Number(limit);
    if (max !== undefined && (!Number.isInteger(max) || max < 1)) return reply.code(400).send({ error: 'bad_query', message: 'limit is a whole number, 1 or more.' });
    return { suggestions: book.suggestions(country(request), text, parent, max) };
  });

  app.get('/api/address/suggestions/:addressId', async (request, reply) => {
    const address = book.resolve(request.params.addressId);
    if (!address) return reply.code(404).send({ error: 'not_found', message: `No address "${request.params.addressId}".` });
    return address;
  });

  app.get('/api/address/postcodes/:postcode', async (request) => ({ addresses: book.byPostcode(country(request), request.params.postcode) }));

  app.post('/api/address/validate', async (request, reply) => {
    if (!isAddress(request.body)) return reply.code(400).send({ error: 'bad_address', message: 'The body must be an address {country, streetLine1, streetLine2, city, postcode, region}.' });
    return book.validate(addressValue(String(request.body.country ?? '').toUpperCase(), request.body));
  });
}
