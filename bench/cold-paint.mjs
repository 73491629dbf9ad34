// Cold paint of <fin-form> through the loader against the same flow in a plain React page
// (bench/plain-react.mjs), in one Chromium run with the order alternating (bench/paint-race.mjs):
// each run opens a fresh context (empty cache), navigates, and takes the time from navigation start
// to the frame after the first view's items are all in the DOM. Needs a build (npm run bench).
// Prints the medians and their ratio, and exits 1 when the SDK's is over 1.5× the plain page's.
import { loaderTag, paintRace, probe } from './paint-race.mjs';

const RUNS = 9;
const LIMIT = 1.5;
const VIEWS = 5;
const ITEMS = 100;
const FLOW_ID = 'bench';

/** The flow: 100 items of the common types over 5 views; the first view is what paints. */
function flow() {
  const make = (index) => {
    const id = `i${index}`;
    switch (index % 8) {
      case 0: return { id, type: 'TEXT_INPUT', title: `Text ${index}`, required: true };
      case 1: return { id, type: 'MONEY_INPUT', title: `Amount ${index}`, currencies: ['GBP', 'EUR'] };
      case 2: return { id, type: 'PHONE_INPUT', title: `Phone ${index}` };
      case 3: return { id, type: 'SINGLE_SELECTION', title: `Choice ${index}`, options: [{ id: 'a', title: 'A' }, { id: 'b', title: 'B' }, { id: 'c', title: 'C' }] };
      case 4: return { id, type: 'YES_NO_INPUT', title: `Yes or no ${index}` };
      case 5: return { id, type: 'STAR_RATING_INPUT', title: `Rating ${index}` };
      case 6: return { id, type: 'DATE_INPUT', title: `Date ${index}` };
      default: return { id, type: 'TABLE_ITEM', title: `Row ${index}`, text: `Value ${index}` };
    }
  };
  const perView = ITEMS / VIEWS;
  const views = Array.from({ length: VIEWS }, (_, view) => ({
    id: `v${view + 1}`,
    type: 'FORM',
    title: `Step ${view + 1}`,
    items: Array.from({ length: perView }, (_, index) => make(view * perView + index)),
  }));
  return { id: FLOW_ID, name: 'Bench', state: 'INCOMPLETE', currentViewId: 'v1', views };
}
const FIRST_VIEW_ITEMS = ITEMS / VIEWS;

const items = (list) => `(${list}).length >= ${FIRST_VIEW_ITEMS}`;
await paintRace({
  title: `cold paint of a ${ITEMS}-item, ${VIEWS}-view flow (first view: ${FIRST_VIEW_ITEMS} items)`,
  sdkLabel: '<fin-form>',
  pages: {
    sdk: (origin) => `<!doctype html><html lang="en"><head><title>SDK</title>${loaderTag(origin)}</head>
<body><fin-form flow-id="${FLOW_ID}"></fin-form>
${probe(items("document.querySelector('fin-form').shadowRoot?.querySelectorAll('.items > *') ?? []"))}</body></html>`,
    react: () => `<!doctype html><html lang="en"><head><title>React</title>
<script type="module" src="/plain.js"></script></head>
<body><div id="form" data-flow-id="${FLOW_ID}"></div>
${probe(items("document.querySelectorAll('.item')"))}</body></html>`,
  },
  plainEntry: 'bench/plain-react.mjs',
  json: (path) => (path === `/api/forms/${FLOW_ID}` ? flow() : undefined),
  dataPath: `/api/forms/${FLOW_ID}`,
  dataName: 'flow',
  runs: RUNS,
  limit: LIMIT,
});
