// The reference server's transactions (§3 Transaction): about 2,000 for one business over the
// 13 months before the server started, made from a fixed seed, so every run has the same rows
// (ids, merchants, amounts, states) at the same distance from "now". Every type, status and
// category of §3 occurs; each row also carries the fields the filters read (mcc,
// chargebackEligible). Times are unique to the second, so a page boundary never splits a tie.

export const TRANSACTION_COUNT = 2000;
export const TRANSACTION_MONTHS = 13;
export const TYPES = ['CASHBACK', 'CASH', 'FEE', 'TRANSFER', 'CARD'];
export const STATUSES = ['CREATED', 'REVERTED', 'FAILED', 'DECLINED', 'CANCELLED', 'COMPLETED'];
export const FAILED_STATUSES = ['REVERTED', 'FAILED', 'DECLINED', 'CANCELLED'];
export const CATEGORIES = [
  'HEALTH', 'GENERAL', 'SERVICES', 'TRAVEL', 'TRANSPORT', 'ACCOMMODATION', 'UTILITIES', 'SHOPPING', 'FINANCIAL', 'FURNITURE',
  'HARDWARE', 'GROCERIES', 'FUEL', 'ENTERTAINMENT', 'SOFTWARE', 'RESTAURANTS', 'ADVERTISING', 'CASH', 'EDUCATION', 'GOVERNMENT',
];

/** Merchants and merchant category codes (ISO 18245) by category. */
const MERCHANTS = {
  HEALTH: [['Boots Pharmacy', '5912'], ['Bupa Dental', '8021']],
  GENERAL: [['Amazon Marketplace', '5399'], ['John Lewis', '5311']],
  SERVICES: [['Regus Office', '7399'], ['DocuSign', '7399']],
  TRAVEL: [['British Airways', '3005'], ['Trainline', '4112']],
  TRANSPORT: [['Uber', '4121'], ['TfL Travel', '4111']],
  ACCOMMODATION: [['Premier Inn', '7011'], ['Airbnb', '7011']],
  UTILITIES: [['Octopus Energy', '4900'], ['Thames Water', '4900']],
  SHOPPING: [['Apple Store', '5732'], ['IKEA', '5712']],
  FINANCIAL: [['Stripe Payout', '6012'], ['HMRC VAT', '9311']],
  FURNITURE: [['Herman Miller', '5712'], ['Made.com', '5712']],
  HARDWARE: [['Screwfix', '5251'], ['B&Q', '5200']],
  GROCERIES: [['Tesco', '5411'], ['Waitrose', '5411']],
  FUEL: [['Shell', '5541'], ['BP', '5541']],
  ENTERTAINMENT: [['Spotify', '5815'], ['Odeon Cinemas', '7832']],
  SOFTWARE: [['GitHub', '5734'], ['Figma', '5734'], ['Google Workspace', '5734']],
  RESTAURANTS: [['Pret A Manger', '5814'], ['Dishoom', '5812'], ['Costa Coffee', '5814']],
  ADVERTISING: [['Google Ads', '7311'], ['Meta Ads', '7311']],
  CASH: [['ATM Withdrawal', '6011']],
  EDUCATION: [['Coursera', '8299'], ['O\'Reilly Media', '8299']],
  GOVERNMENT: [['Companies House', '9399'], ['DVLA', '9399']],
};
const PEOPLE = ['Ada Lovelace', 'Grace Hopper', 'Alan Turing', 'Katherine Johnson', 'Tim Berners-Lee'];
const CURRENCIES = ['GBP', 'GBP', 'GBP', 'GBP', 'EUR', 'USD'];
const DAY_MS = 24 * 60 * 60 * 1000;

/** mulberry32: a small seeded generator (the same rows every run). */
function seeded(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function weightedStatus(random) {
  const r = random();
  if (r < 0.84) return 'COMPLETED';
  if (r < 0.88) return 'CREATED';
  if (r < 0.92) return 'DECLINED';
  if (r < 0.94) return 'FAILED';
  if (r < 0.97) return 'REVERTED';
  return 'CANCELLED';
}

/**
 * The business's transactions, newest first, ending `now` (ms). The first rows cycle through
 * every type, status and category so each occurs whatever the seed draws.
 */
export function makeTransactions(now, { count = TRANSACTION_COUNT, seed = 16 } = {}) {
  const random = seeded(seed);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const span = Math.round(TRANSACTION_MONTHS * 30.44 * DAY_MS);
  const end = Math.floor(now / 1000) * 1000;
  // Distinct seconds, newest first: 2,000 draws over 13 months.
  const seconds = new Set();
  while (seconds.size < count) seconds.add(Math.floor(random() * (span / 1000)));
  const offsets = [...seconds].sort((a, b) => a - b);
  return offsets.map((offset, index) => {
    const category = index < CATEGORIES.length ? CATEGORIES[index] : pick(CATEGORIES);
    const type = category === 'CASH' ? 'CASH' : index < TYPES.length ? TYPES[index] : pick(['CARD', 'CARD', 'CARD', 'CARD', 'TRANSFER', 'FEE', 'CASHBACK']);
    const state = index < STATUSES.length ? STATUSES[index] : weightedStatus(random);
    const [merchant, mcc] = pick(MERCHANTS[category]);
    const currency = type === 'CARD' ? pick(CURRENCIES) : 'GBP';
    const size = type === 'FEE' ? 0.5 + random() * 15 : type === 'CASHBACK' ? 1 + random() * 40 : 2 + random() * (category === 'TRAVEL' || category === 'FURNITURE' ? 1200 : 250);
    const sign = type === 'CASHBACK' || (type === 'TRANSFER' && random() < 0.4) ? 1 : -1;
    const description = type === 'FEE' ? 'Monthly plan fee' : type === 'CASHBACK' ? `Cashback · ${merchant}` : type === 'TRANSFER' ? `Transfer ${sign > 0 ? 'from' : 'to'} ${merchant}` : merchant;
    return {
      id: `txn_${String(index + 1).padStart(5, '0')}`,
      description,
      createdDate: new Date(end - offset * 1000).toISOString(),
      amount: { amount: sign * Math.round(size * 100) / 100, currency },
      state,
      creatorName: type === 'CARD' || type === 'CASH' ? pick(PEOPLE) : undefined,
      icon: { name: category.toLowerCase() },
      type,
      category,
      mcc,
      chargebackEligible: type === 'CARD' && (state === 'COMPLETED' || state === 'CREATED'),
    };
  });
}

const list = (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/** Rows that pass the keyword, ids and the item's filters (§7, §3 Transaction filter). */
export function matching(rows, query) {
  const needle = typeof query.searchKeyword === 'string' ? query.searchKeyword.trim().toLowerCase() : '';
  const only = list(query.transactionIds);
  const excluded = new Set(list(query.excludeTransactionIds));
  const mcc = list(query.mcc);
  const eligible = query.chargebackEligible === undefined ? undefined : list(query.chargebackEligible)[0] === 'true';
  const from = query.createdDateFrom === undefined ? -Infinity : Date.parse(list(query.createdDateFrom)[0]);
  const to = query.createdDateTo === undefined ? Infinity : Date.parse(list(query.createdDateTo)[0]);
  return rows.filter((row) => {
    if (only.length > 0 && !only.includes(row.id)) return false;
    if (excluded.has(row.id)) return false;
    if (mcc.length > 0 && !mcc.includes(row.mcc)) return false;
    if (eligible !== undefined && row.chargebackEligible !== eligible) return false;
    const time = Date.parse(row.createdDate);
    if (time < from || time > to) return false;
    return !needle || `${row.description} ${row.creatorName ?? ''} ${row.category}`.toLowerCase().includes(needle);
  });
}

/**
 * One page (docs/forms-wire.md): rows created before createdBefore and at most 30 days before
 * it, newest first, at most `size`. createdSince is where the page stopped (the oldest row when
 * the page is full, else the window's start); last says nothing older matches.
 */
export function transactionPage(rows, query, { size = 120, windowDays = 30 } = {}) {
  const before = Date.parse(query.createdBefore);
  const start = before - windowDays * DAY_MS;
  const wanted = matching(rows, query);
  const inWindow = wanted.filter((row) => {
    const time = Date.parse(row.createdDate);
    return time < before && time >= start;
  });
  const page = inWindow.slice(0, size);
  const createdSince = page.length === size ? page[page.length - 1].createdDate : new Date(start).toISOString();
  const last = !wanted.some((row) => Date.parse(row.createdDate) < Date.parse(createdSince));
  // §2: the page's transactionId comes with the first page, wherever it is, so it can be preselected.
  const id = typeof query.transactionId === 'string' ? query.transactionId : undefined;
  const preselected = id && !page.some((row) => row.id === id) ? wanted.find((row) => row.id === id) : undefined;
  return { transactions: preselected ? [preselected, ...page] : page, last, createdSince };
}
