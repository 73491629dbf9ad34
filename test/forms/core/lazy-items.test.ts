import { expect } from '@open-wc/testing';
import { lazyItemChunks } from '../../../src/forms/core/items';
import type { ItemDefinition } from '../../../src/forms/core/items/definition';
import { createDefinitionLoader, itemTypesIn } from '../../../src/forms/core/items/lazy';
import { flow, settle, setup, view } from '../support/fixtures';

const definition = (type: string) => ({ type, decode: () => ({}), kind: { interactive: () => true } }) as ItemDefinition;

/** A loader per chunk that counts its calls and can be made to fail once. */
function fakeChunks() {
  const calls = { pickers: 0, media: 0 };
  let failMedia = false;
  const chunks = [
    { types: ['CURRENCY_SELECTION', 'CARD_SELECTION'], load: async () => (calls.pickers++, [definition('CURRENCY_SELECTION'), definition('CARD_SELECTION')]) },
    {
      types: ['FILES_UPLOAD'],
      load: async () => {
        calls.media++;
        if (failMedia) throw new Error('chunk failed');
        return [definition('FILES_UPLOAD')];
      },
    },
  ];
  return { calls, chunks, failNext: (value: boolean) => (failMedia = value) };
}

describe('item definitions load with the flow that needs them', () => {
  it('reads item types from views, component items and secondary descriptions', () => {
    const json = flow([
      view('v1', { items: [{ id: 'a', type: 'TEXT' }], componentItems: [{ id: 'b', type: 'CARD_SELECTION' }] }),
      view('v2', { secondaryDescription: { items: [{ id: 'c', type: 'FILES_UPLOAD' }] } }),
    ]);
    expect([...itemTypesIn(json)].sort()).to.deep.equal(['CARD_SELECTION', 'FILES_UPLOAD', 'TEXT']);
  });

  const table: [string, string[], { pickers: number; media: number }][] = [
    ['a flow of text only loads nothing', ['TEXT', 'DATE_INPUT'], { pickers: 0, media: 0 }],
    ['a currency loads the pickers only', ['TEXT', 'CURRENCY_SELECTION'], { pickers: 1, media: 0 }],
    ['an upload loads the media only', ['FILES_UPLOAD'], { pickers: 0, media: 1 }],
    ['both load both, once each', ['CARD_SELECTION', 'CURRENCY_SELECTION', 'FILES_UPLOAD'], { pickers: 1, media: 1 }],
  ];
  for (const [name, types, expected] of table) {
    it(name, async () => {
      const { calls, chunks } = fakeChunks();
      const definitionsFor = createDefinitionLoader(chunks);
      const json = flow([view('v1', { items: types.map((type, index) => ({ id: `i${index}`, type })) })]);
      const loaded = await definitionsFor(json);
      expect(calls).to.deep.equal(expected);
      expect(loaded.map((entry) => entry.type).sort()).to.deep.equal(chunks.filter((chunk) => chunk.types.some((type) => types.includes(type))).flatMap((chunk) => [...chunk.types]).sort());
    });
  }

  it('is memoised: a second flow with the same types loads nothing again', async () => {
    const { calls, chunks } = fakeChunks();
    const definitionsFor = createDefinitionLoader(chunks);
    const json = flow([view('v1', { items: [{ id: 'a', type: 'CARD_SELECTION' }] })]);
    await Promise.all([definitionsFor(json), definitionsFor(json)]);
    await definitionsFor(json);
    expect(calls.pickers).to.equal(1);
  });

  it('is forgotten on failure: the next flow tries the chunk again', async () => {
    const { calls, chunks, failNext } = fakeChunks();
    const definitionsFor = createDefinitionLoader(chunks);
    const json = flow([view('v1', { items: [{ id: 'a', type: 'FILES_UPLOAD' }] })]);
    failNext(true);
    let failed: unknown;
    await definitionsFor(json).catch((error: unknown) => (failed = error));
    expect((failed as Error).message).to.equal('chunk failed');
    failNext(false);
    expect((await definitionsFor(json)).map((entry) => entry.type)).to.deep.equal(['FILES_UPLOAD']);
    expect(calls.media).to.equal(2);
  });

  it("each real chunk's declared types are exactly the types it loads", async () => {
    for (const chunk of lazyItemChunks) {
      expect((await chunk.load()).map((entry) => entry.type)).to.deep.equal([...chunk.types]);
    }
  });

  it('the engine decodes a lazy type only after its chunk loaded, and a failed chunk is a load error with Try again', async () => {
    const { chunks, failNext } = fakeChunks();
    failNext(true);
    const context = setup(flow([view('v1', { items: [{ id: 'u', type: 'FILES_UPLOAD', required: true }] })]), { lazyItems: chunks });
    await context.engine.load();
    expect(context.state().status).to.equal('error');
    failNext(false);
    await context.engine.load();
    await settle();
    expect(context.state().status).to.equal('ready');
    expect(context.state().flow?.views[0]?.items.map((item) => item.type)).to.deep.equal(['FILES_UPLOAD']);
  });

  it("a submit's answer with a new lazy type loads its chunk before it is decoded", async () => {
    const { calls, chunks } = fakeChunks();
    const context = setup(flow([view('v1', { items: [{ id: 't', type: 'TEXT_INPUT' }] })]), { lazyItems: chunks });
    await context.engine.load();
    expect(calls.pickers).to.equal(0);
    context.host.answers.push(flow([view('v2', { items: [{ id: 'c', type: 'CARD_SELECTION', required: true }] })]));
    await context.engine.continue();
    expect(calls.pickers).to.equal(1);
    expect(context.state().flow?.views.find((entry) => entry.id === 'v2')?.items.map((item) => item.type)).to.deep.equal(['CARD_SELECTION']);
  });
});
