/**
 * The action dialogs are a lazy chunk. When it does not load, the ticket says so where the dialog
 * would be, with Try again and Cancel, tells the host (fin-error) and keeps the rest working. A file
 * of its own: a page imports the chunk once, so no earlier test may have opened a dialog.
 */
import 'axe-core';
import type AxeCore from 'axe-core';
import { expect, waitUntil } from '@open-wc/testing';
import { click, mount, serve } from './harness';

const { axe } = window as unknown as { axe: typeof AxeCore };

describe('<fin-ticket> action dialogs chunk', () => {
  it('failing to load shows "Something went wrong" with Try again and Cancel, reports fin-error, and Cancel gives the ticket back', async () => {
    // Before serve(): it puts a fake in place of window.fetch.
    await fetch(`/__fail-once?path=${encodeURIComponent('/src/ticket/ui/ActionDialogs.tsx')}`);
    serve();
    const errors: unknown[] = [];
    const record = (event: Event) => errors.push((event as CustomEvent).detail);
    document.addEventListener('fin-error', record);
    const logged: unknown[][] = [];
    const error = console.error;
    console.error = (...args: unknown[]) => void logged.push(args);
    try {
      const { root, find } = await mount('fin-ticket', { 'ticket-id': 'TCK-1003' });
      await find('[part="warning"]');
      await click(root, 'Send a reminder to my email');
      const alert = await find('[part="action-error"]');
      expect(alert.getAttribute('role')).to.equal('alert');
      expect(alert.querySelector('.error-title')?.textContent).to.equal('Something went wrong');
      expect([...alert.querySelectorAll('button')].map((node) => node.textContent)).to.deep.equal(['Try again', 'Cancel']);
      expect(errors).to.have.length(1);
      expect(errors[0]).to.include({ code: 'load_failed' });
      // One error of ours (React's development build logs the caught error too).
      expect(logged.map((args) => String(args[0])).filter((text) => text.startsWith('FinWidgets:'))).to.deep.equal([`FinWidgets: ${(errors[0] as { message: string }).message}`]);
      const results = await axe.run(root.host, { resultTypes: ['violations'] });
      expect(results.violations.map((violation) => violation.id)).to.deep.equal([]);

      await click(root, 'Cancel');
      await waitUntil(() => !root.querySelector('[part="action-error"]'), 'Cancel did not close the notice');
      expect(root.querySelector('[part="warning"]'), 'the ticket is still shown').to.exist;
    } finally {
      console.error = error;
      document.removeEventListener('fin-error', record);
    }
  });
});
