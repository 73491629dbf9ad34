// Where Debian's Chromium lives, and the flags it needs here (root, no network, no GPU).
import { existsSync } from 'node:fs';

const CANDIDATES = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

export const chromiumPath = CANDIDATES.find((path) => path && existsSync(path));

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Chromium's fake media (a test-pattern camera, here two of them) with the permission prompt accepted. */
export const fakeMediaArgs = ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream=device-count=2'];
