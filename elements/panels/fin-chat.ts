/**
 * The chat panel's code: React, the panel and the chat core, rendered into a `<fin-chat>` the
 * element module (elements/fin-chat.ts) defined before it loaded. Through the loader this is the
 * head's implementation (chunks/fin-chat-<hash>.js, its chunks preloaded by elements/early/load.ts);
 * from npm a lazy chunk of the host's bundle.
 */
import { ChatView } from '../../src/chat/ui/ChatView';
import type { ChatViewProps } from '../../src/chat/settings';
import { chatStyles } from '../../src/chat/ui/styles';
import { missingAttribute } from '../attributes';
import { createViewRenderer } from '../view-renderer';

export const renderer = createViewRenderer<ChatViewProps>('fin-chat', {
  view: ChatView,
  styles: chatStyles,
  // Without the key no request can carry the encrypted device id (§2.2): say so on the first open.
  problems: ({ deviceKey }) => (deviceKey ? [] : [missingAttribute('fin-chat', 'device-key', 'the key agreed with the provider that encrypts the device id, as on <fin-chat-launcher>')]),
});
