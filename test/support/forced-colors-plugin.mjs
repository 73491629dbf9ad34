// A test command, `forced-colors`, that turns Chromium's forced-colors emulation (Windows high
// contrast) on or off for the test's page: `executeServerCommand('forced-colors', { active: true })`.
// web-test-runner's own emulateMedia takes `forcedColors` only with Playwright, and puppeteer's
// emulateMediaFeatures refuses the feature, so it goes to the DevTools protocol directly. The
// emulation lasts as long as its protocol session: one is kept per page.
export function forcedColorsPlugin() {
  const sessions = new WeakMap();
  return {
    name: 'forced-colors-command',
    async executeCommand({ command, payload, session }) {
      if (command !== 'forced-colors') return undefined;
      const page = session.browser.getPage(session.id);
      if (!sessions.has(page)) sessions.set(page, await page.createCDPSession());
      await sessions.get(page).send('Emulation.setEmulatedMedia', { features: [{ name: 'forced-colors', value: payload?.active ? 'active' : 'none' }] });
      return true;
    },
  };
}
