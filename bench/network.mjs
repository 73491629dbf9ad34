// The headline of the benches (issue 39), side by side in one Chromium run: each page as a CDN
// serves it (HTTP/2, 40 ms round trips) and on a phone (HTTP/2, 150 ms round trips, 4x CPU
// slowdown), against a plain React page fetching the same JSON from the same server, and the form
// against SurveyJS with the same 100 questions; then the chat launcher's page before intent and
// the panel's open after it. Prints every contender, then one table of the ratios with the
// targets; a missed target is reported, not an exit code (the issue: a trace says why).
// Needs a build (npm run bench). `--runs N` (default 9).
import { launcherIntent, launcherRace, printLauncher, startChatApi } from './launcher-intent.mjs';
import { launchBenchBrowser, PROFILES, printRace, runRace, startRaceServer, summarise } from './paint-race.mjs';
import { formRace, helpCentreRace, ticketRace } from './races.mjs';

const runsAt = process.argv.indexOf('--runs');
const RUNS = runsAt === -1 ? 9 : Number(process.argv[runsAt + 1]);
const TARGETS = { plain: 1.3, surveyjs: 0.4, launcherKb: 10, openMs: 300 };

const races = [formRace, helpCentreRace, ticketRace];
const server = await startRaceServer({ races: [...races, launcherRace], h2: true, assets: formRace.assets });
const chatApi = await startChatApi();
const browser = await launchBenchBrowser();
const table = [];
try {
  for (const [key, profile] of Object.entries(PROFILES)) {
    const setup = { h2: true, profile };
    console.log(`\n${profile.name}, ${RUNS} runs each, order rotating`);
    const row = { profile: key };
    for (const race of races) {
      console.log(`  ${race.title}`);
      const results = await runRace(browser, server, setup, race, RUNS);
      printRace(race, results);
      row[race.name] = summarise(race, results);
    }
    console.log('  chat launcher page, then the panel on intent');
    row.chat = await launcherIntent(browser, server, setup, RUNS);
    printLauncher(row.chat);
    table.push(row);
  }
} finally {
  await browser.close();
  await server.close();
  await chatApi.close();
}

const mark = (ok) => (ok ? 'met' : 'MISSED');
console.log('\nSide by side (medians; targets of issue 39)');
console.log(`  ${'profile'.padEnd(8)} ${'form / plain'.padEnd(16)} ${'form / SurveyJS'.padEnd(19)} ${'help centre / plain'.padEnd(23)} ${'ticket / plain'.padEnd(18)} ${'launcher KB'.padEnd(15)} open after intent`);
for (const row of table) {
  const ratio = (value, target) => `${value.toFixed(2)}× ${mark(value <= target)}`;
  console.log(
    `  ${row.profile.padEnd(8)} ${ratio(row.form.sdk.ratio, TARGETS.plain).padEnd(16)} ${ratio(row.form.sdk.paint / row.form.surveyjs.paint, TARGETS.surveyjs).padEnd(19)} ${ratio(row['help-centre'].sdk.ratio, TARGETS.plain).padEnd(23)} ${ratio(row.ticket.sdk.ratio, TARGETS.plain).padEnd(18)} ${`${row.chat.kb.toFixed(2)} ${mark(row.chat.kb <= TARGETS.launcherKb)}`.padEnd(15)} ${row.chat.open.toFixed(0)} ms${row.profile === 'mobile' ? ` ${mark(row.chat.open <= TARGETS.openMs)}` : ''}`,
  );
}
console.log(`  targets: ≤ ${TARGETS.plain}× the plain page (form, help centre, ticket, CDN); form ≤ ${TARGETS.surveyjs}× SurveyJS; launcher ≤ ${TARGETS.launcherKb} KB until intent; panel open ≤ ${TARGETS.openMs} ms after intent on mobile`);
if (server.unknown.size) console.log(`  answered 404: ${[...server.unknown].join(', ')}`);
