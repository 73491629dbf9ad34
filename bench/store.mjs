// The store's update cost in Chromium with immer's auto-freeze on and off (node bench/store.mjs;
// no build needed): immer's production build, the recipes the cores run most, on state shaped
// like theirs. Each round times UPDATES updates per workload and mode, modes alternating, after a
// warm-up (with auto-freeze on, the first update freezes the whole base once); prints the median
// microseconds per update. src/shared/store.ts chose its production setting from this.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { launchBrowser } from '../test/e2e/support.mjs';

const ROUNDS = 9;
const UPDATES = 2000;
const IMMER = readFileSync(new URL('../node_modules/immer/dist/immer.production.mjs', import.meta.url));

const page = `<!doctype html><html lang="en"><head><title>store bench</title></head><body><script type="module">
import { Immer } from '/immer.mjs';

// A form of 300 items (bench/forms.mjs's keystroke view) and its values.
const item = (index) => ({ id: 'i' + index, type: 'TEXT_INPUT', title: 'Text ' + index, required: true, validations: [{ type: 'TEXT', pattern: '^[a-z]*$', message: 'Letters only' }], actions: [] });
const flow = () => ({ id: 'f', views: [{ id: 'v1', title: 'Bench', items: Array.from({ length: 300 }, (_, index) => item(index)) }] });
const formState = () => ({ flow: flow(), values: { v1: Object.fromEntries(Array.from({ length: 300 }, (_, index) => ['i' + index, 'value ' + index])) }, checkErrors: { v1: {} }, missing: { v1: {} }, currentViewId: 'v1', submitting: false });
// A conversation of 200 messages, as the chat core holds it.
const message = (index) => ({ id: 'm' + index, author: { id: index % 2 ? 'agent' : 'user', name: 'Name' }, body: 'Message ' + index, createdAt: 1700000000000 + index, status: 'sent', attachments: [] });
const chatState = () => ({ conversation: { id: 'c', messages: Array.from({ length: 200 }, (_, index) => message(index)) }, typing: false, connection: 'open' });
// A help-centre search page: 50 results replaced by the next answer.
const article = (index) => ({ id: 'a' + index, title: 'Article ' + index, snippet: 'About ' + index, breadcrumbs: [{ id: 'c1', title: 'Cards' }] });

const workloads = {
  'form keystroke (setValue in a 300-item view)': {
    state: formState,
    recipe: (count) => (s) => {
      (s.values.v1 ??= {}).i18 = 'typed ' + count;
      if (s.checkErrors.v1) delete s.checkErrors.v1.i18;
      if (s.missing.v1) delete s.missing.v1.i18;
    },
  },
  'form flow loaded (a new 300-item flow assigned)': {
    state: formState,
    recipe: () => (s) => void (s.flow = flow()),
  },
  'chat message appended and one status changed (200 messages)': {
    state: chatState,
    recipe: (count) => (s) => {
      s.conversation.messages.push(message(1000 + count));
      s.conversation.messages.splice(0, 1);
      s.conversation.messages[100].status = count % 2 ? 'read' : 'sent';
    },
  },
  'search results replaced (50 articles)': {
    state: () => ({ query: '', results: [], loading: false }),
    recipe: (count) => (s) => {
      s.query = 'q' + count;
      s.results = Array.from({ length: 50 }, (_, index) => article(index + count));
      s.loading = false;
    },
  },
};

function time(immer, { state, recipe }) {
  let current = immer.produce(state(), recipe(-1));
  for (let count = 0; count < 50; count++) current = immer.produce(current, recipe(count));
  const start = performance.now();
  for (let count = 0; count < ${UPDATES}; count++) current = immer.produce(current, recipe(count));
  return ((performance.now() - start) * 1000) / ${UPDATES};
}

const modes = { on: new Immer({ autoFreeze: true }), off: new Immer({ autoFreeze: false }) };
const results = {};
for (let round = 0; round < ${ROUNDS}; round++) {
  for (const [name, workload] of Object.entries(workloads)) {
    const order = round % 2 ? ['off', 'on'] : ['on', 'off'];
    for (const mode of order) ((results[name] ??= { on: [], off: [] })[mode]).push(time(modes[mode], workload));
  }
}
window.results = results;
</script></body></html>`;

const server = createServer((request, response) => {
  if (request.url === '/immer.mjs') {
    response.writeHead(200, { 'content-type': 'text/javascript' });
    return response.end(IMMER);
  }
  response.writeHead(200, { 'content-type': 'text/html' });
  return response.end(page);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const browser = await launchBrowser();
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
try {
  const tab = await browser.newPage();
  await tab.goto(`http://127.0.0.1:${server.address().port}/`);
  const results = await (await tab.waitForFunction(() => window.results, undefined, { timeout: 300000 })).jsonValue();
  console.log(`immer produce, µs per update (median of ${ROUNDS} rounds of ${UPDATES}): auto-freeze on / off`);
  for (const [name, { on, off }] of Object.entries(results)) {
    console.log(`  ${name}: ${median(on).toFixed(1)} / ${median(off).toFixed(1)} (off is ${(median(on) / median(off)).toFixed(2)}x as fast)`);
  }
} finally {
  await browser.close();
  server.close();
}
