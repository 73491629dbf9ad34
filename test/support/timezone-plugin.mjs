// The 'emulate-timezone' server command: a test runs its page in another time zone (Chromium's
// Emulation.setTimezoneOverride through Puppeteer), so code that reads the viewer's own zone is
// tested where local time is not UTC, as it is on these machines. {timezoneId} sets it; {} resets.
export function timezonePlugin() {
  return {
    name: 'fin-emulate-timezone',
    async executeCommand({ command, payload, session }) {
      if (command !== 'emulate-timezone') return undefined;
      if (session.browser.type !== 'puppeteer') throw new Error('emulate-timezone needs the Chrome launcher');
      await session.browser.getPage(session.id).emulateTimezone(payload?.timezoneId);
      return true;
    },
  };
}
