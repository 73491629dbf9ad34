import { expect } from '@open-wc/testing';
import { createCamera } from '../../../src/forms/core/camera';
import type { VideoRequest } from '../../../src/forms/core/camera';

function fakeMedia(options: { inputs?: number; fail?: string } = {}) {
  const opened: VideoRequest[] = [];
  const closed: string[] = [];
  let count = 0;
  return {
    opened,
    closed,
    open: async (video: VideoRequest) => {
      opened.push(video);
      if (options.fail) throw Object.assign(new Error(options.fail), { name: options.fail });
      return `stream-${++count}`;
    },
    close: (stream: string) => void closed.push(stream),
    videoInputs: async () => options.inputs ?? 1,
  };
}

describe('camera (§4 Camera, §6, §9)', () => {
  it('closed → awaiting permission → live → snapshotted → use, with the §9 constraints', async () => {
    const media = fakeMedia();
    const camera = createCamera<string, string>(media);
    const stop = camera.subscribe(() => undefined);
    expect(camera.getSnapshot().status).to.equal('closed');
    const opening = camera.open();
    expect(camera.getSnapshot().status).to.equal('awaiting');
    await opening;
    expect(camera.getSnapshot()).to.deep.include({ status: 'live', stream: 'stream-1', canSwitch: false });
    expect(media.opened[0]).to.deep.equal({ facingMode: 'environment', width: { min: 640, ideal: 1920, max: 2560 }, height: { min: 360, ideal: 1080, max: 1440 } });
    camera.snap('picture');
    expect(camera.getSnapshot()).to.deep.include({ status: 'snapshot', snapshot: 'picture' });
    expect(media.closed).to.deep.equal(['stream-1']);
    expect(camera.use()).to.equal('picture');
    expect(camera.getSnapshot().status).to.equal('closed');
    stop();
  });

  it('re-take goes live again; close at any time releases the stream', async () => {
    const media = fakeMedia();
    const camera = createCamera<string, string>(media);
    camera.subscribe(() => undefined);
    await camera.open();
    camera.snap('p');
    await camera.retake();
    expect(camera.getSnapshot()).to.deep.include({ status: 'live', stream: 'stream-2' });
    expect(camera.getSnapshot().snapshot).to.equal(undefined);
    camera.close();
    expect(camera.getSnapshot().status).to.equal('closed');
    expect(media.closed).to.deep.equal(['stream-1', 'stream-2']);
    expect(camera.use()).to.equal(undefined);
  });

  it('a stream that arrives after close is released at once', async () => {
    const media = fakeMedia();
    const camera = createCamera<string, string>(media);
    const opening = camera.open();
    camera.close();
    await opening;
    expect(camera.getSnapshot().status).to.equal('closed');
    expect(media.closed).to.deep.equal(['stream-1']);
  });

  const switching: [number, boolean][] = [
    [1, false],
    [2, true],
  ];
  for (const [inputs, canSwitch] of switching) {
    it(`with ${inputs} video input(s) switching is ${canSwitch ? 'offered' : 'not offered'}`, async () => {
      const media = fakeMedia({ inputs });
      const camera = createCamera<string, string>(media, 'user');
      await camera.open();
      expect(camera.getSnapshot().canSwitch).to.equal(canSwitch);
      await camera.switchCamera();
      expect(media.opened.map((video) => video.facingMode)).to.deep.equal(canSwitch ? ['user', 'environment'] : ['user']);
    });
  }

  const failures: [string, string][] = [
    ['NotAllowedError', 'denied'],
    ['SecurityError', 'denied'],
    ['NotReadableError', 'unavailable'],
    ['OverconstrainedError', 'unavailable'],
  ];
  for (const [name, status] of failures) {
    it(`getUserMedia failing with ${name} is ${status}`, async () => {
      const camera = createCamera<string, string>(fakeMedia({ fail: name }));
      await camera.open();
      expect(camera.getSnapshot().status).to.equal(status);
    });
  }
});
