/**
 * The message input (§5): text trimmed, an empty one not sent, Enter sends and Shift+Enter makes
 * a new line; the file picker (images and PDF, one at a time) only while the input is empty and
 * enabled. 16 px text, so iOS does not zoom into it.
 */
import { useId, useRef, useState } from 'react';
import type { ChangeEvent, KeyboardEvent } from 'react';
import { Icon } from '../../ui/Icon';
import { useStrings } from '../../ui/useStrings';
import type { Chat } from '../core/chat';
import { strings } from '../strings';

const ACCEPT = 'image/*,application/pdf';
const MAX_ROWS = 5;

export function Composer({ chat, disabled }: { chat: Chat; disabled: boolean }) {
  const t = useStrings(strings);
  const [text, setText] = useState('');
  const id = useId();
  const file = useRef<HTMLInputElement | null>(null);

  const send = () => {
    if (disabled || !text.trim()) return;
    setText('');
    void chat.sendText(text).catch(() => undefined);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };
  const onChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    setText(event.target.value);
    chat.typing();
  };
  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (chosen) void chat.sendFile(chosen, chosen.name).catch(() => undefined);
  };
  const rows = Math.min(MAX_ROWS, Math.max(1, text.split('\n').length));

  return (
    <div className="composer" part="composer">
      {!text && !disabled && (
        <>
          <input ref={file} type="file" accept={ACCEPT} className="file-input" tabIndex={-1} aria-hidden="true" onChange={onFile} />
          <button type="button" className="icon-button" part="attach" aria-label={t('attach')} onClick={() => file.current?.click()}>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" className="stroke">
              <path d="M20 11.5l-8.2 8.2a5 5 0 0 1-7.1-7.1l8.5-8.5a3.3 3.3 0 0 1 4.7 4.7l-8.5 8.5a1.7 1.7 0 0 1-2.4-2.4l7.8-7.8" />
            </svg>
          </button>
        </>
      )}
      <label htmlFor={id} className="fin-visually-hidden">
        {t('messageLabel')}
      </label>
      <textarea
        id={id}
        className="input"
        part="input"
        rows={rows}
        value={text}
        disabled={disabled}
        placeholder={t('messageLabel')}
        onChange={onChange}
        onKeyDown={onKeyDown}
      />
      <button type="button" className="send" part="send" aria-label={t('send')} disabled={disabled || !text.trim()} onClick={send}>
        <Icon name="chevronRight" size={22} />
      </button>
    </div>
  );
}
