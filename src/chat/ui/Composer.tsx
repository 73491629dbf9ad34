/**
 * The message input (§5): text trimmed, an empty one not sent, Enter sends and Shift+Enter makes
 * a new line; the file picker (images and PDF, one at a time) only while the input is empty and
 * enabled. A file picked, pasted into the input or dropped on the composer waits with a preview
 * and Cancel until Send, with focus in the input. 16 px text, so iOS does not zoom into it.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { ChangeEvent, DragEvent, KeyboardEvent } from 'react';
import { Icon } from '../../ui/Icon';
import { useObjectUrl } from '../../ui/useObjectUrl';
import { useStrings } from '../../ui/useStrings';
import type { Chat } from '../core/chat';
import { strings } from '../strings';

const ACCEPT = 'image/*,application/pdf';
const MAX_ROWS = 5;

/** The file waiting to be sent: an image's thumbnail or the file's name, and Cancel. */
function Staged({ file, onCancel, cancel }: { file: File; onCancel: () => void; cancel: string }) {
  const src = useObjectUrl(file, file.type.startsWith('image/'));
  return (
    <div className="staged" part="attachment-preview">
      {src ? <img src={src} alt={file.name} width="48" height="48" /> : <span className="staged-name">{file.name}</span>}
      <button type="button" className="link-button" onClick={onCancel}>
        {cancel}
      </button>
    </div>
  );
}

export function Composer({ chat, disabled }: { chat: Chat; disabled: boolean }) {
  const t = useStrings(strings);
  const [text, setText] = useState('');
  const id = useId();
  const file = useRef<HTMLInputElement | null>(null);
  const input = useRef<HTMLTextAreaElement | null>(null);

  const [staged, setStaged] = useState<File | undefined>(undefined);

  // Focus is the input's while the user writes: disabling it (the pre-ticket chat's first message
  // on its way, §4.5) takes focus away, and it comes back when the input may be used again, so the
  // next message is typed where the last one was. Focus the user moved elsewhere stays there.
  const writing = useRef(false);
  useEffect(() => {
    if (!disabled && writing.current) input.current?.focus();
  }, [disabled]);

  // The input empties at once; a send the chat refuses (the chat disabled meanwhile, the message
  // not kept) gives back what was typed, unless something new is typed by then.
  const send = () => {
    if (disabled) return;
    if (staged) {
      const file = staged;
      setStaged(undefined);
      chat.sendFile(file, file.name).catch(() => setStaged((current) => current ?? file));
    }
    // Sent with the button too, the next message is typed in the input.
    input.current?.focus();
    const typed = text;
    if (!typed.trim()) return;
    setText('');
    chat.sendText(typed).catch(() => setText((current) => current || typed));
  };
  /** A file waits for Send (or Cancel), focus in the input: the picker's button is gone while it waits. */
  const hold = (chosen: File | undefined) => {
    setStaged(chosen);
    input.current?.focus();
  };
  /** A file from a paste or a drop waits for Send; text pasted stays the input's. */
  const stage = (files: FileList | undefined, event: { preventDefault(): void }) => {
    const chosen = files?.[0];
    if (!chosen || disabled) return;
    event.preventDefault();
    hold(chosen);
  };
  const carriesFiles = (event: DragEvent) => !disabled && [...event.dataTransfer.types].includes('Files');
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
    if (chosen && !disabled) hold(chosen);
  };
  const rows = Math.min(MAX_ROWS, Math.max(1, text.split('\n').length));

  return (
    <div
      className="composer"
      part="composer"
      onDragOver={(event) => carriesFiles(event) && event.preventDefault()}
      onDrop={(event) => stage(event.dataTransfer.files, event)}
    >
      {staged && <Staged file={staged} onCancel={() => hold(undefined)} cancel={t('cancel')} />}
      {!text && !staged && !disabled && (
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
        ref={input}
        className="input"
        part="input"
        rows={rows}
        value={text}
        disabled={disabled}
        placeholder={t('messageLabel')}
        onChange={onChange}
        onKeyDown={onKeyDown}
        onPaste={(event) => stage(event.clipboardData.files, event)}
        onFocus={() => (writing.current = true)}
        onBlur={(event) => {
          const to = event.relatedTarget;
          if (to && !event.currentTarget.closest('.composer')?.contains(to)) writing.current = false;
        }}
      />
      <button type="button" className="send" part="send" aria-label={t('send')} disabled={disabled || (!text.trim() && !staged)} onClick={send}>
        <Icon name="chevronRight" size={22} />
      </button>
    </div>
  );
}
