/**
 * The camera modal's states (§4 Camera, §6, §9): closed → open and awaiting permission → live →
 * snapshotted → use (the picture becomes a file) or re-take; close at any time. Switching
 * between front and rear is offered only with more than one video input. Denied permission and
 * a camera that cannot start are states of their own (the view offers the device's own camera
 * through a file input then). The stream and the pictures are opaque here: the view's port
 * opens getUserMedia and draws the snapshot.
 */
import { CAMERA_VIDEO } from '../constants';
import { createStore } from '../../shared/store';

export type CameraStatus = 'closed' | 'awaiting' | 'live' | 'snapshot' | 'denied' | 'unavailable';
export type Facing = 'user' | 'environment';

export interface VideoRequest {
  facingMode: Facing;
  width: typeof CAMERA_VIDEO.width;
  height: typeof CAMERA_VIDEO.height;
}

/** getUserMedia and enumerateDevices, behind a port. */
export interface MediaPort<Stream> {
  open(video: VideoRequest): Promise<Stream>;
  close(stream: Stream): void;
  /** How many video inputs the device has (known fully once permission is given). */
  videoInputs(): Promise<number>;
}

export interface CameraState<Stream, Picture> {
  status: CameraStatus;
  stream?: Stream;
  snapshot?: Picture;
  facing: Facing;
  canSwitch: boolean;
}

export interface Camera<Stream, Picture> {
  getSnapshot(): CameraState<Stream, Picture>;
  subscribe(listener: () => void): () => void;
  open(): Promise<void>;
  close(): void;
  /** The view drew the live frame: keep it, stop showing live video. */
  snap(picture: Picture): void;
  retake(): Promise<void>;
  /** The snapshot to add as a file; the modal closes. */
  use(): Picture | undefined;
  switchCamera(): Promise<void>;
}

/** Permission refused by the user or the page's policy. */
const DENIED = new Set(['NotAllowedError', 'SecurityError', 'PermissionDeniedError']);

export function createCamera<Stream, Picture>(media: MediaPort<Stream>, facing: Facing = 'environment'): Camera<Stream, Picture> {
  const store = createStore<CameraState<Stream, Picture>>({ status: 'closed', facing, canSwitch: false }, { onStop: close });
  // Each open counts: a stream that arrives after a close or a newer open is closed at once.
  let run = 0;

  function release() {
    const { stream } = store.getSnapshot();
    if (stream !== undefined) media.close(stream);
  }

  async function start(nextFacing: Facing): Promise<void> {
    const mine = ++run;
    release();
    store.set({ status: 'awaiting', facing: nextFacing, canSwitch: store.getSnapshot().canSwitch });
    try {
      const stream = await media.open({ facingMode: nextFacing, width: CAMERA_VIDEO.width, height: CAMERA_VIDEO.height });
      if (mine !== run) return media.close(stream);
      const inputs = await media.videoInputs().catch(() => 1);
      if (mine !== run) return media.close(stream);
      store.set({ status: 'live', stream, facing: nextFacing, canSwitch: inputs > 1 });
    } catch (error) {
      if (mine !== run) return;
      const name = (error as { name?: unknown } | undefined)?.name;
      store.set({ status: typeof name === 'string' && DENIED.has(name) ? 'denied' : 'unavailable', facing: nextFacing, canSwitch: false });
    }
  }

  function close() {
    run++;
    release();
    store.set({ status: 'closed', facing: store.getSnapshot().facing, canSwitch: store.getSnapshot().canSwitch });
  }

  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    open: () => start(store.getSnapshot().facing),
    close,
    snap(picture) {
      const s = store.getSnapshot();
      if (s.status !== 'live') return;
      release();
      store.set({ status: 'snapshot', snapshot: picture, facing: s.facing, canSwitch: s.canSwitch });
    },
    retake: () => start(store.getSnapshot().facing),
    use() {
      const { status, snapshot } = store.getSnapshot();
      if (status !== 'snapshot') return undefined;
      close();
      return snapshot;
    },
    async switchCamera() {
      const s = store.getSnapshot();
      if (!s.canSwitch || s.status !== 'live') return;
      await start(s.facing === 'user' ? 'environment' : 'user');
    },
  };
}
