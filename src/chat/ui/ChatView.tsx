/**
 * The `<fin-chat>` view: nothing until the panel first opens; from then on the panel stays
 * mounted (hidden while closed), so the chat's socket keeps the launcher's count live and an
 * unsent message keeps going out.
 */
import { useState } from 'react';
import { useElement } from '../../ui/element-context';
import { ApiBaseContext } from '../../ui/links';
import { ToastProvider } from '../../ui/Toast';
import { chatApiBase } from '../constants';
import '../events';
import type { PreloadMode } from '../launcher-strings';
import type { ChatRequest } from '../open';
import { ChatPanel } from './ChatPanel';
import type { ChatSettings } from './useChat';

export interface ChatViewProps extends ChatSettings {
  /** Shown while true (the `open` attribute). */
  open?: boolean;
  /** The latest open request (set by the open event, the launcher or FinWidgets('chat.open')). */
  request?: ChatRequest;
  /** When the panel's code loads before an open: read by the element's entry (elements/early/fin-chat.ts), not here. */
  preload?: PreloadMode;
}

export function ChatView({ open = false, request, preload: _preload, ...settings }: ChatViewProps) {
  const { config } = useElement();
  const [started, setStarted] = useState(open);
  if (open && !started) setStarted(true);
  if (!started) return null;
  return (
    <ToastProvider>
      {/* The srcs the chat API gives (uploads, avatars) are relative to it, not to the page. */}
      <ApiBaseContext.Provider value={chatApiBase(config.apiBase)}>
        <ChatPanel open={open} request={request ?? { seq: 0 }} settings={settings} />
      </ApiBaseContext.Provider>
    </ToastProvider>
  );
}
