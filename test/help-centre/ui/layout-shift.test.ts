/**
 * The landing does not move while it loads (issue 47): measured with the Layout Instability API
 * (layout-shift entries, as CLS counts them), the tree, the banners and the requests answering
 * one after another, at 375 and 1280 px. Cumulative shift at most 0.05.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import type { FaqNode } from '../../../src/help-centre/core/model';
import type { HelpCentreServices } from '../../../src/help-centre/core/services';
import { fakeServices, INCIDENTS, TICKETS } from './fake-services';
import { mount, startUrl } from './support';

interface LayoutShift extends PerformanceEntry {
  value: number;
  hadRecentInput: boolean;
}

const later = <T>(ms: number, value: T): Promise<T> => new Promise((resolve) => setTimeout(() => resolve(value), ms));

/** Eight categories, as the demo has, each with a description. */
const TREE: FaqNode[] = Array.from({ length: 8 }, (_, index) => ({
  key: `c${index}`,
  title: `Category ${index + 1}`,
  type: 'BRANCH' as const,
  urlPath: `c${index}`,
  icon: 'bank',
  description: 'Ordering, freezing and replacing cards, and what to do when one is lost.',
  children: [],
}));

const LONG_INCIDENT = {
  ...INCIDENTS[0]!,
  banners: { active: { title: 'Card payments are slow', subtitle: 'We are on it. '.repeat(7), actionButton: { type: 'SUBSCRIBE' as const, label: 'Notify me' } } },
};

function slowServices(): Partial<HelpCentreServices> {
  return fakeServices({
    getFaqTree: () => later(200, TREE),
    getIncidents: () => later(450, [LONG_INCIDENT]),
    getReviewStatus: () => later(300, { status: 'none' }),
    getTickets: () => later(700, TICKETS),
  }).services;
}

async function landingShift(width: number): Promise<number> {
  await setViewport({ width, height: 800 });
  history.replaceState(null, '', '/help-centre');
  const shifts: LayoutShift[] = [];
  const observer = new PerformanceObserver((list) => shifts.push(...(list.getEntries() as LayoutShift[])));
  observer.observe({ type: 'layout-shift' });
  const { root, find } = await mount({ 'first-name': 'Alex', 'registered-identity-id': 'user-1' }, slowServices());
  await find('a[part="topic"]', 'Category 8Ordering, freezing and replacing cards, and what to do when one is lost.');
  await waitUntil(() => root.querySelector('[part~="incident-active"]') && root.querySelector('[part="request"], [part="active-requests"] a'), 'not loaded', { timeout: 3000 });
  await later(400, undefined);
  shifts.push(...(observer.takeRecords() as LayoutShift[]));
  observer.disconnect();
  return shifts.filter((shift) => !shift.hadRecentInput).reduce((sum, shift) => sum + shift.value, 0);
}

afterEach(() => {
  document.body.replaceChildren();
  history.replaceState(null, '', startUrl);
  sessionStorage.clear();
});
after(() => setViewport({ width: 800, height: 600 }));

describe('<fin-help-centre> landing layout shift', () => {
  for (const width of [375, 1280]) {
    it(`cumulative layout shift of the landing at ${width} px is at most 0.05`, async () => {
      const shift = await landingShift(width);
      expect(shift, `CLS ${shift.toFixed(3)}`).to.be.at.most(0.05);
    });
  }
});
