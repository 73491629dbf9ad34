/**
 * CAMERA_IMAGE (§2 camera modal, §4 Camera, §6, §9): a button opens the full-screen camera;
 * a used snapshot becomes a file of the item (Snapshot-{n}.jpeg, JPEG) and uploads like any
 * other. Denied permission says so; a camera that cannot start offers the device's own camera
 * through a file input with `capture`.
 */
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { Spinner } from '../../../ui/Spinner';
import { SNAPSHOT_QUALITY, SNAPSHOT_TYPE } from '../../constants';
import { createCamera } from '../../core/camera';
import type { Facing, MediaPort } from '../../core/camera';
import { snapshotName } from '../../core/file-rules';
import type { CameraImageItem } from '../../core/items/media';
import { Field } from '../Field';
import type { ItemRendererProps } from '../items/props';
import { useMediaStrings } from './strings';
import { FileList, UploadAlert } from './FileList';
import { useQueueRunning, useUploadQueue } from './queue';
import { useAdoptedStyles } from './styles';

const browserMedia: MediaPort<MediaStream> = {
  open: ({ facingMode, width, height }) => navigator.mediaDevices.getUserMedia({ audio: false, video: { facingMode, width: { ...width }, height: { ...height } } }),
  close: (stream) => stream.getTracks().forEach((track) => track.stop()),
  videoInputs: async () => (await navigator.mediaDevices.enumerateDevices()).filter((device) => device.kind === 'videoinput').length,
};

export function CameraImageView(props: ItemRendererProps<CameraImageItem>) {
  const { item, value = [], viewId, disabled, locale, ids } = props;
  useAdoptedStyles();
  const t = useMediaStrings();
  const queue = useUploadQueue();
  useQueueRunning(queue);
  const [open, setOpen] = useState(false);
  const use = (blob: Blob, name = snapshotName(value)) => void queue.add(viewId, item.id, [{ blob, name }]);
  return (
    <Field props={props}>
      <Button
        id={ids.control}
        variant="secondary"
        size="small"
        disabled={disabled}
        aria-describedby={props.error === undefined ? undefined : ids.error}
        aria-invalid={props.error !== undefined || undefined}
        onClick={() => setOpen(true)}
      >
        {t('takePhoto')}
      </Button>
      <FileList files={value} queue={queue} viewId={viewId} itemId={item.id} locale={locale} disabled={disabled} />
      <UploadAlert files={value} />
      {open && <CameraModal facing={item.facing} onUse={use} onClose={() => setOpen(false)} />}
    </Field>
  );
}

function CameraModal({ facing, onUse, onClose }: { facing: Facing; onUse(blob: Blob, name?: string): void; onClose(): void }) {
  const t = useMediaStrings();
  const camera = useMemo(() => createCamera<MediaStream, Blob>(browserMedia, facing), [facing]);
  const state = useSyncExternalStore(camera.subscribe, camera.getSnapshot);
  const video = useRef<HTMLVideoElement | null>(null);
  const [taking, setTaking] = useState(false);

  useEffect(() => {
    void camera.open();
  }, [camera]);
  useEffect(() => {
    if (video.current) video.current.srcObject = state.stream ?? null;
  }, [state.stream, state.status]);
  const snapshotUrl = useMemo(() => (state.snapshot ? URL.createObjectURL(state.snapshot) : undefined), [state.snapshot]);
  useEffect(
    () => () => {
      if (snapshotUrl) URL.revokeObjectURL(snapshotUrl);
    },
    [snapshotUrl],
  );

  const close = () => {
    camera.close();
    onClose();
  };
  const take = () => {
    const frame = video.current;
    if (!frame || taking) return;
    const canvas = document.createElement('canvas');
    canvas.width = frame.videoWidth;
    canvas.height = frame.videoHeight;
    canvas.getContext('2d')?.drawImage(frame, 0, 0);
    setTaking(true);
    canvas.toBlob(
      (blob) => {
        setTaking(false);
        if (blob) camera.snap(blob);
      },
      SNAPSHOT_TYPE,
      SNAPSHOT_QUALITY,
    );
  };
  const acceptPicture = () => {
    const picture = camera.use();
    if (picture) onUse(picture);
    onClose();
  };

  let stage: React.ReactNode;
  let actions: React.ReactNode = null;
  switch (state.status) {
    case 'closed':
    case 'awaiting':
      stage = (
        <div role="status" className="camera-stage">
          <Spinner size={36} label={t('cameraStarting')} />
        </div>
      );
      break;
    case 'live':
      stage = (
        <div className="camera-stage">
          <video ref={video} autoPlay playsInline muted aria-label={t('camera')} part="camera-video" />
        </div>
      );
      actions = (
        <>
          <Button wide loading={taking} onClick={take} data-autofocus>
            {t('takePicture')}
          </Button>
          {state.canSwitch && (
            <Button wide variant="secondary" onClick={() => void camera.switchCamera()}>
              {t('switchCamera')}
            </Button>
          )}
        </>
      );
      break;
    case 'snapshot':
      stage = <div className="camera-stage">{snapshotUrl && <img src={snapshotUrl} alt={t('snapshotAlt')} part="camera-snapshot" />}</div>;
      actions = (
        <>
          <Button wide onClick={acceptPicture} data-autofocus>
            {t('usePicture')}
          </Button>
          <Button wide variant="secondary" onClick={() => void camera.retake()}>
            {t('retake')}
          </Button>
        </>
      );
      break;
    case 'denied':
      stage = (
        <div className="camera-stage">
          <p role="alert" className="camera-denied">
            {t('cameraDenied')}
          </p>
        </div>
      );
      break;
    case 'unavailable':
      stage = (
        <div className="camera-stage">
          <p>{t('cameraUnavailable')}</p>
          <label className="fin-button fin-button--primary camera-file">
            {t('useDeviceCamera')}
            <input
              type="file"
              accept="image/*"
              capture={state.facing}
              className="fin-visually-hidden"
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) onUse(file, file.name);
                close();
              }}
            />
          </label>
        </div>
      );
      break;
  }

  return (
    <Dialog open onClose={close} title={t('camera')} className="camera-modal" actions={actions} actionsOrientation="horizontal">
      {stage}
    </Dialog>
  );
}
