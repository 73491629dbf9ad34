import { expect } from '@open-wc/testing';
import { withDeviceId } from '../../../src/shared/helpcentre/lazy-device';

describe('help-centre device id', () => {
  it('keeps the host\'s device id, returning the identity itself rather than a promise', () => {
    const identity = { deviceId: 'host-device', locale: 'en-GB' };
    expect(withDeviceId(identity)).to.equal(identity);
  });

  it('completes an identity without one with the SDK\'s stored id, the same for every call', async () => {
    const first = await withDeviceId({ deviceId: '', locale: 'en-GB' });
    const without: { deviceId?: string; locale: string; userCountry: string } = { locale: 'fr-FR', userCountry: 'FR' };
    const second = await withDeviceId(without);
    expect(first.deviceId).to.be.a('string').and.not.equal('');
    expect(second).to.deep.equal({ locale: 'fr-FR', userCountry: 'FR', deviceId: first.deviceId });
  });
});
