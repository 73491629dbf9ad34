import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { useState } from 'react';
import { ACTION_BUTTON_WIDTH, Button, buttonStyles } from '../../src/ui/Button';
import type { ButtonProps } from '../../src/ui/Button';
import { token } from '../../src/ui/theme';
import { mount, nodeName, resolveColor, unmountAll } from './harness';

interface HarnessProps {
  button?: Partial<ButtonProps>;
  onPress?: () => void;
  onSubmit?: () => void;
}

function Harness({ button = {}, onPress, onSubmit }: HarnessProps) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit?.();
      }}
    >
      <Button onClick={onPress} {...button}>
        Continue
      </Button>
    </form>
  );
}

function LoadingToggle({ onPress }: { onPress: () => void }) {
  const [loading, setLoading] = useState(false);
  return (
    <Button
      loading={loading}
      onClick={() => {
        onPress();
        setLoading(true);
      }}
    >
      Pay
    </Button>
  );
}

describe('Button', () => {
  afterEach(unmountAll);

  it('is a real button of type "button", so it never submits its form by default', async () => {
    let presses = 0;
    let submits = 0;
    const { find } = await mount(Harness, [buttonStyles], { onPress: () => presses++, onSubmit: () => submits++ });
    const button = await find<HTMLButtonElement>('button');
    expect(button.type).to.equal('button');
    expect(button.getAttribute('part')).to.equal('button');
    button.click();
    expect(presses).to.equal(1);
    expect(submits).to.equal(0);
  });

  it('submits its form when given type="submit"', async () => {
    let submits = 0;
    const { find } = await mount(Harness, [buttonStyles], { button: { type: 'submit' }, onSubmit: () => submits++ });
    (await find<HTMLButtonElement>('button')).click();
    expect(submits).to.equal(1);
  });

  it('is 48 px tall, pill shaped and uses the accent colour for primary', async () => {
    const { find, root } = await mount(Harness, [buttonStyles]);
    const button = await find('button');
    const style = getComputedStyle(button);
    expect(button.getBoundingClientRect().height).to.equal(48);
    expect(style.backgroundColor).to.equal(resolveColor(root, token.colorAccent));
    expect(style.color).to.equal(resolveColor(root, token.colorAccentContrast));
    expect(parseFloat(style.borderTopLeftRadius)).to.be.greaterThan(20);
  });

  it('follows the --fin-color-accent custom property set on the host', async () => {
    const { element, find } = await mount(Harness, [buttonStyles]);
    element.style.setProperty('--fin-color-accent', 'rgb(123, 44, 255)');
    expect(getComputedStyle(await find('button')).backgroundColor).to.equal('rgb(123, 44, 255)');
  });

  it('while loading shows a spinner, is aria-busy, keeps its name and ignores clicks and submits', async () => {
    let presses = 0;
    let submits = 0;
    const { find, root } = await mount(Harness, [buttonStyles], {
      button: { loading: true, type: 'submit' },
      onPress: () => presses++,
      onSubmit: () => submits++,
    });
    const button = await find<HTMLButtonElement>('button');
    expect(button.getAttribute('aria-busy')).to.equal('true');
    expect(button.getAttribute('aria-disabled')).to.equal('true');
    expect(root.querySelector('.fin-button__spinner')).to.exist;
    expect(button.textContent).to.equal('Continue');
    button.click();
    expect(presses).to.equal(0);
    expect(submits).to.equal(0);
  });

  it('keeps focus when it turns to loading, and a second Enter does nothing', async () => {
    let presses = 0;
    const { find, root } = await mount(LoadingToggle, [buttonStyles], { onPress: () => presses++ });
    const button = await find<HTMLButtonElement>('button');
    button.focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => button.getAttribute('aria-busy') === 'true');
    await sendKeys({ press: 'Enter' });
    expect(presses).to.equal(1);
    expect(nodeName(root.activeElement)).to.equal(nodeName(button));
  });

  it('when disabled is not clickable', async () => {
    let presses = 0;
    const { find } = await mount(Harness, [buttonStyles], { button: { disabled: true }, onPress: () => presses++ });
    const button = await find<HTMLButtonElement>('button');
    button.click();
    expect(button.disabled).to.equal(true);
    expect(presses).to.equal(0);
  });

  it('is 343 px wide with `wide` and fills its container with `fullWidth`', async () => {
    const wide = await mount(Harness, [buttonStyles], { button: { wide: true } });
    expect((await wide.find('button')).getBoundingClientRect().width).to.equal(ACTION_BUTTON_WIDTH);
    const full = await mount(Harness, [buttonStyles], { button: { fullWidth: true } });
    full.element.style.width = '500px';
    expect((await full.find('button')).getBoundingClientRect().width).to.equal(500);
  });

  it('renders the secondary and quiet variants', async () => {
    const secondary = await mount(Harness, [buttonStyles], { button: { variant: 'secondary' } });
    const secondaryStyle = getComputedStyle(await secondary.find('button'));
    expect(secondaryStyle.color).to.equal(resolveColor(secondary.root, token.colorAccent));
    expect(secondaryStyle.backgroundColor).to.equal(resolveColor(secondary.root, token.colorAccentSoft));
    const quiet = await mount(Harness, [buttonStyles], { button: { variant: 'quiet' } });
    expect(getComputedStyle(await quiet.find('button')).backgroundColor).to.equal('rgba(0, 0, 0, 0)');
  });
});
