import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { StatusDialog, statusDialogStyles, statusVariants } from '../../src/ui/StatusDialog';
import type { StatusDialogAction, StatusDialogProps, StatusVariant } from '../../src/ui/StatusDialog';
import { token } from '../../src/ui/theme';
import { accessibleName, mount, resolveColor, unmountAll } from './harness';

type HarnessProps = Partial<StatusDialogProps> & { closes?: () => void };

function Harness({ variant = 'success', title = 'Thank you for your submission', closes, ...props }: HarnessProps) {
  return <StatusDialog open variant={variant} title={title} onClose={() => closes?.()} {...props} />;
}

const names: Record<StatusVariant, string> = {
  success: 'Success',
  pending: 'Pending',
  failure: 'Failure',
  offline: 'Offline',
  warning: 'Warning',
  progress: 'Progress',
};

const tones: Record<StatusVariant, string> = {
  success: token.colorSuccess,
  pending: token.colorAccent,
  failure: token.colorDanger,
  offline: token.colorTextMuted,
  warning: token.colorWarning,
  progress: token.colorAccent,
};

describe('StatusDialog', () => {
  afterEach(unmountAll);

  for (const variant of statusVariants) {
    it(`renders the ${variant} variant, named by its title, with a "${names[variant]}" icon in its colour`, async () => {
      const title = `${names[variant]} title`;
      const { find, root } = await mount(Harness, [statusDialogStyles], { variant, title, description: 'Details here' });
      const dialog = await find('[role="dialog"]');
      expect(accessibleName(dialog, root)).to.equal(title);
      expect(root.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).to.equal('Details here');
      const icon = await find('[part="status-icon"]');
      expect(getComputedStyle(icon).color).to.equal(resolveColor(root, tones[variant]));
      expect(getComputedStyle(icon).borderTopLeftRadius).to.equal('50%');
      const labelled = variant === 'progress' ? icon.querySelector('[role="progressbar"]') : icon;
      expect(labelled?.getAttribute('role')).to.equal(variant === 'progress' ? 'progressbar' : 'img');
      expect(labelled?.getAttribute('aria-label')).to.equal(names[variant]);
      expect(root.querySelector('.fin-spinner') !== null).to.equal(variant === 'progress');
    });
  }

  it('renders its actions as full-width buttons, the first primary, and focuses the first', async () => {
    const pressed: string[] = [];
    const actions: StatusDialogAction[] = [
      { label: 'Try again', onClick: () => pressed.push('retry') },
      { label: 'Cancel', onClick: () => pressed.push('cancel') },
    ];
    const { find, root } = await mount(Harness, [statusDialogStyles], { variant: 'failure', title: 'Something went wrong', actions });
    await find('[part="dialog-actions"]');
    const buttons = [...root.querySelectorAll<HTMLButtonElement>('[part="dialog-actions"] button')];
    expect(buttons.map((button) => button.textContent)).to.deep.equal(['Try again', 'Cancel']);
    expect(buttons[0]!.className).to.contain('fin-button--primary');
    expect(buttons[1]!.className).to.contain('fin-button--secondary');
    expect(buttons[0]!.getBoundingClientRect().width).to.equal(buttons[1]!.getBoundingClientRect().width);
    await waitUntil(() => root.activeElement === buttons[0]);
    buttons[1]!.click();
    expect(pressed).to.deep.equal(['cancel']);
    expect(root.querySelector('[part="dialog-close"]')?.outerHTML).to.equal(undefined);
  });

  it('closes on Escape, except the progress variant', async () => {
    let closes = 0;
    const success = await mount(Harness, [statusDialogStyles], { variant: 'success', closes: () => closes++ });
    await success.find('[role="dialog"]');
    await waitUntil(() => success.root.activeElement !== null);
    await sendKeys({ press: 'Escape' });
    expect(closes).to.equal(1);
    unmountAll();
    const progress = await mount(Harness, [statusDialogStyles], { variant: 'progress', closes: () => closes++ });
    await progress.find('[role="dialog"]');
    await waitUntil(() => progress.root.activeElement !== null);
    await sendKeys({ press: 'Escape' });
    (await progress.find('[part="overlay"]')).click();
    expect(closes).to.equal(1);
  });
});
