// First paint of <fin-help-centre>'s landing through the loader against the same landing in a
// plain React page that fetches the same JSON (bench/plain-help-centre.mjs), in one Chromium run
// with the order rotating (bench/paint-race.mjs, the pages in bench/races.mjs): each run opens a
// fresh context (empty cache), navigates, and takes the time from navigation start to the frame
// after the landing shows its categories and its banner. Needs a build (npm run bench). Takes
// --h2, --latency MS and --cpu-throttle N; prints the medians, when each page asked for the FAQ
// tree, and the ratio; exits 1 when the SDK's is over 1.5× the plain page's (issue 21).
import { paintRace } from './paint-race.mjs';
import { helpCentreRace } from './races.mjs';

await paintRace(helpCentreRace, { runs: 9 });
