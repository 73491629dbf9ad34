/**
 * The `<fin-chat>` view: nothing until the panel first opens; from then on the panel stays
 * mounted (hidden while closed), so the chat's socket keeps the launcher's count live and an
 * unsent message keeps going out.
 */
import { useState } from 'react';
import { useElement } from '../../ui/element-context';
import { ApiBaseContext } from '../../ui/links';
import { ToastProvider } from '../../ui/Toast';
import { useStrings } from '../../ui/useStrings';
import { chatApiBase } from '../constants';
import { strings } from '../strings';
import '../events';
import { ChatPanel } from './ChatPanel';
import type { ChatViewProps } from '../settings';


export function ChatView({ open = false, request, preload: _preload, ...settings }: ChatViewProps) {
  const { config } = useElement();
  const t = useStrings(strings);
  const [started, setStarted] = useState(open);
  if (open && !started) setStarted(true);
  if (!started) return null;
  return (
    <ToastProvider label={t('notifications')}>
      {/* The srcs the chat API gives (uploads, avatars) are relative to it, not to the page. */}
      <ApiBaseContext.Provider value={chatApiBase(config.apiBase)}>
        <ChatPanel open={open} request={request ?? { seq: 0 }} settings={settings} />
      </ApiBaseContext.Provider>
    </ToastProvider>
  );
}
