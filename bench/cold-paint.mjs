// Cold paint of <fin-form> through the loader against the same flow in a plain React page
// (bench/plain-react.mjs) and in SurveyJS (bench/plain-surveyjs.mjs), in one Chromium run with the
// order rotating (bench/paint-race.mjs, the pages in bench/races.mjs): each run opens a fresh
// context (empty cache), navigates, and takes the time from navigation start to the frame after
// the first view's items are all in the DOM. Needs a build (npm run bench). Takes --h2, --latency
// MS and --cpu-throttle N; prints the medians and the ratios, and exits 1 when the SDK's is over
// 1.5× the plain page's. The headline figures are bench/network.mjs's.
import { paintRace } from './paint-race.mjs';
import { formRace } from './races.mjs';

await paintRace(formRace, { runs: 9 });
