/**
 * The composer gives back what a refused send took (issue 50: nothing the user typed is lost):
 * the input empties at once, and a text or a file the chat refuses comes back, unless something
 * new was typed meanwhile. A chat whose commands refuse stands in for the core.
 */
import { expect, waitUntil } from '@open-wc/testing';
import type { Chat } from '../../../src/chat/core/chat';
import { ChatDisabledError } from '../../../src/chat/core/errors';
import { Composer } from '../../../src/chat/ui/Composer';
import { chatStyles } from '../../../src/chat/ui/styles';
import { mount, unmountAll } from '../../ui/harness';

/** A chat that refuses every send after `delay` (as the core does when the chat is disabled meanwhile). */
function refusingChat() {
  const refusals: (() => void)[] = [];
  const refused = () => new Promise<never>((_, reject) => refusals.push(() => reject(new ChatDisabledError())));
  const chat = { sendText: refused, sendFile: refused, typing: () => undefined } as unknown as Chat;
  return { chat, refuse: () => refusals.splice(0).forEach((refuse) => refuse()) };
}

async function typeInto(input: HTMLTextAreaElement, value: string) {
  input.focus();
  Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  await waitUntil(() => input.value === value);
}
const enter = (input: HTMLTextAreaElement) => input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, composed: true, cancelable: true }));

describe('<Composer>: a refused send gives the text back', () => {
  afterEach(unmountAll);

  it('Enter empties the input at once; the text comes back when the chat refuses it', async () => {
    const { chat, refuse } = refusingChat();
    const { find } = await mount(Composer, [chatStyles], { chat, disabled: false });
    const input = await find<HTMLTextAreaElement>('[part="input"]');
    await typeInto(input, 'my card was declined');
    enter(input);
    await waitUntil(() => input.value === '', 'the input did not empty');
    refuse();
    await waitUntil(() => input.value === 'my card was declined', 'the refused text is lost');
  });

  it('something typed since the refused send stays as it is', async () => {
    const { chat, refuse } = refusingChat();
    const { find } = await mount(Composer, [chatStyles], { chat, disabled: false });
    const input = await find<HTMLTextAreaElement>('[part="input"]');
    await typeInto(input, 'first');
    enter(input);
    await typeInto(input, 'second, typed meanwhile');
    refuse();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(input.value).to.equal('second, typed meanwhile');
  });

  it('a refused file waits again with its preview', async () => {
    const { chat, refuse } = refusingChat();
    const { root, find } = await mount(Composer, [chatStyles], { chat, disabled: false });
    const picker = await find<HTMLInputElement>('input[type="file"]');
    const transfer = new DataTransfer();
    transfer.items.add(new File([new Uint8Array(8)], 'receipt.pdf', { type: 'application/pdf' }));
    picker.files = transfer.files;
    picker.dispatchEvent(new Event('change', { bubbles: true }));
    await find('[part="attachment-preview"]');
    root.querySelector<HTMLButtonElement>('[part="send"]')!.click();
    await waitUntil(() => !root.querySelector('[part="attachment-preview"]'), 'the file did not go');
    refuse();
    await waitUntil(() => root.querySelector('[part="attachment-preview"]')?.textContent?.includes('receipt.pdf'), 'the refused file is lost');
  });
});
