/**
 * FILES_UPLOAD and DOCUMENT (§2 upload control, §4 File upload, §5 File size): pick or drop
 * files; a selection that totals the item's limit or more opens 'File size too big' and is not
 * added; the rest upload at once, each on its own.
 */
import { useId, useRef, useState } from 'react';
import { formatFileSize } from '../../../shared/i18n';
import { Button } from '../../../ui/Button';
import { StatusDialog } from '../../../ui/StatusDialog';
import { acceptList, acceptsFile, exceedsLimit } from '../../core/file-rules';
import type { FilesUploadItem } from '../../core/items/media';
import { Field } from '../Field';
import type { ItemRendererProps } from '../items/props';
import { useMediaStrings } from './strings';
import { FileList, UploadAlert } from './FileList';
import { useQueueRunning, useUploadQueue } from './queue';
import { useAdoptedStyles } from './styles';

export function FilesUploadView(props: ItemRendererProps<FilesUploadItem>) {
  const { item, value = [], viewId, disabled, locale, ids } = props;
  useAdoptedStyles();
  const t = useMediaStrings();
  const queue = useUploadQueue();
  useQueueRunning(queue);
  const input = useRef<HTMLInputElement | null>(null);
  const buttonId = useId();
  const [over, setOver] = useState(false);
  const [tooBig, setTooBig] = useState(false);
  const [refused, setRefused] = useState<string[]>([]);

  const pick = (list: FileList | null) => {
    const picked = [...(list ?? [])].slice(0, item.multiple ? undefined : 1);
    if (input.current) input.current.value = '';
    if (picked.length === 0 || disabled) return;
    // The browser's accept only filters its file dialog: a dropped file (or "All files") is checked here.
    const files = picked.filter((file) => acceptsFile(item.accept, file));
    setRefused(picked.filter((file) => !files.includes(file)).map((file) => file.name));
    if (files.length === 0) return;
    if (exceedsLimit(files.map((file) => file.size), item.maxFileSize)) return setTooBig(true);
    void queue.add(viewId, item.id, files.map((file) => ({ blob: file, name: file.name })), !item.multiple);
  };

  return (
    <Field props={props}>
      <div
        className="dropzone"
        part="dropzone"
        data-over={over}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(event) => {
          event.preventDefault();
          setOver(false);
          pick(event.dataTransfer.files);
        }}
      >
        <input
          ref={input}
          id={ids.control}
          className="fin-visually-hidden"
          type="file"
          tabIndex={-1}
          accept={item.accept}
          multiple={item.multiple}
          disabled={disabled}
          aria-describedby={props.error === undefined ? undefined : ids.error}
          onChange={(event) => pick(event.target.files)}
        />
        <Button
          id={buttonId}
          variant="secondary"
          size="small"
          disabled={disabled}
          aria-labelledby={item.title ? `${ids.label} ${buttonId}` : undefined}
          aria-invalid={props.error !== undefined || undefined}
          onClick={() => input.current?.click()}
        >
          {t(item.multiple ? 'chooseFiles' : 'chooseFile')}
        </Button>
        <p className="dropzone__hint">{t('dropFiles')}</p>
      </div>
      {refused.length > 0 && (
        <p className="error file-type-refused" role="alert">
          {t('fileTypeRefused', { names: refused.join(', '), accept: acceptList(item.accept ?? '') })}
        </p>
      )}
      <FileList files={value} queue={queue} viewId={viewId} itemId={item.id} locale={locale} disabled={disabled} />
      <UploadAlert files={value} />
      <StatusDialog
        open={tooBig}
        variant="warning"
        className="file-too-big-dialog"
        title={t('fileTooBigTitle')}
        description={t('fileTooBigText', { limit: formatFileSize(item.maxFileSize, locale) })}
        onClose={() => setTooBig(false)}
        actions={[{ label: t('gotIt'), onClick: () => setTooBig(false) }]}
      />
    </Field>
  );
}
