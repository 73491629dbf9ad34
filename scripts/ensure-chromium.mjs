// Browser tests need Chromium. No test tool may download one here, so use Debian's:
// install it when missing and we are root, otherwise say how.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CANDIDATES = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
const found = () => CANDIDATES.find((path) => path && existsSync(path));

if (!found()) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (!isRoot || !hasApt) {
    console.error(
      [
        'Chromium is needed for the browser tests and was not found.',
        hasApt
          ? 'Install it with:  sudo apt-get update && sudo apt-get install -y chromium'
          : 'Install Chromium or Chrome with your package manager,',
        'or point CHROME_PATH at an existing Chromium or Chrome binary, then run npm test again.',
      ].join('\n'),
    );
    process.exit(1);
  }
  console.log("Chromium not found: installing Debian's chromium package (about a minute)…");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'], { stdio: 'inherit', env });
  if (!found()) {
    console.error('apt-get finished but no Chromium binary is at /usr/bin/chromium.');
    process.exit(1);
  }
}
