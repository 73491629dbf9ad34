import { expect } from '@open-wc/testing';
import { CONTEXT_CAP, FINGERPRINT_CONTEXT_CAP, TRACKED_ACTIONS } from '../../../src/tracker/constants';
import { buildEvent, capContext, decodeTrackInput, InvalidTrackEventError, missingFields } from '../../../src/tracker/core/event';
import { DEFAULT_OPTIONS, readOptions, userIdOf } from '../../../src/tracker/core/options';
import { DEVICE } from '../support/fakes';

const SUFFIX = '... <Exceeds size limit>';
const context = (options = {}) => ({
  id: 'event-1',
  now: Date.UTC(2026, 10, 21, 9, 30, 0),
  sessionId: 'session-1',
  path: '/cards',
  device: DEVICE,
  options: { ...DEFAULT_OPTIONS, product: 'business', appId: 'business-web', appVersion: '4.2.0', locale: 'en-GB', ...options },
});

describe('tracker event', () => {
  it('caps context at 10000 characters and behaviour-fingerprint context at 100000, ending with the suffix', () => {
    expect(CONTEXT_CAP).to.equal(10000);
    expect(FINGERPRINT_CONTEXT_CAP).to.equal(100000);
    const cases: [number, number, boolean][] = [
      [10_000, CONTEXT_CAP, false],
      [10_001, CONTEXT_CAP, true],
      [250_000, CONTEXT_CAP, true],
      [100_000, FINGERPRINT_CONTEXT_CAP, false],
      [100_001, FINGERPRINT_CONTEXT_CAP, true],
    ];
    for (const [length, cap, cut] of cases) {
      const capped = capContext('x'.repeat(length), cap);
      expect(capped.length, `${length} characters, cap ${cap}`).to.equal(cut ? cap : length);
      expect(capped.endsWith(SUFFIX), `${length} characters, cap ${cap}`).to.equal(cut);
    }
  });

  it('applies the caps when building the event, to strings and to JSON context alike', () => {
    const event = buildEvent(
      { screen: 'cards', action: 'view', context: { note: 'y'.repeat(20_000) }, behaviourFingerprint: 'z'.repeat(150_000) },
      context(),
    );
    expect(event.context!.length).to.equal(10000);
    expect(event.context!.startsWith('{"note":"yyy')).to.equal(true);
    expect(event.context!.endsWith(SUFFIX)).to.equal(true);
    expect(event.behaviourFingerprint!.length).to.equal(100000);
    expect(event.behaviourFingerprint!.endsWith(SUFFIX)).to.equal(true);
    expect(buildEvent({ screen: 's', action: 'view', context: 'short' }, context()).context).to.equal('short');
  });

  it('takes userId from registeredIdentityId, then identityId, then customId', () => {
    const cases: [Record<string, string> | undefined, string | undefined][] = [
      [{ registeredIdentityId: 'r', identityId: 'i', customId: 'c' }, 'r'],
      [{ identityId: 'i', customId: 'c' }, 'i'],
      [{ customId: 'c' }, 'c'],
      [{ registeredIdentityId: '', identityId: 'i' }, 'i'],
      [{}, undefined],
      [undefined, undefined],
    ];
    for (const [userInfo, expected] of cases) expect(userIdOf(userInfo), JSON.stringify(userInfo)).to.equal(expected);
    const event = buildEvent({ screen: 's', action: 'view' }, context({ userInfo: { identityId: 'i', customId: 'c', plan: 'pro' } }));
    expect(event.userId).to.equal('i');
    expect(event.userInfo).to.deep.equal({ identityId: 'i', customId: 'c', plan: 'pro' });
  });

  it('makes the tracked-action keywords static actions and any other name dynamic', () => {
    expect(TRACKED_ACTIONS).to.deep.equal(['view', 'search', 'disappear', 'settings', 'notification', 'diagnostic', 'security']);
    for (const name of TRACKED_ACTIONS) expect(buildEvent({ screen: 's', action: name }, context()).action).to.deep.equal({ type: 'static', name });
    expect(buildEvent({ screen: 's', action: 'open-app' }, context()).action).to.deep.equal({ type: 'dynamic', name: 'open-app' });
  });

  it('fills in every field of the spec', () => {
    const event = buildEvent({ screen: 'cards', action: 'search', section: 'list', sectionPosition: 1, itemPosition: 3 }, context());
    expect(event).to.deep.equal({
      id: 'event-1',
      clientTimestamp: '2026-11-21T09:30:00.000Z',
      app: { id: 'business-web', version: '4.2.0', locale: 'en-GB' },
      userInfo: null,
      userId: null,
      sessionId: 'session-1',
      path: '/cards',
      screen: 'cards',
      section: 'list',
      sectionPosition: 1,
      itemPosition: 3,
      device: { web: DEVICE },
      product: 'business',
      action: { type: 'static', name: 'search' },
      context: null,
      behaviourFingerprint: null,
      mode: 'production',
    });
  });

  it('names the missing fields with the exact warnings', () => {
    expect(missingFields({ screen: 's', action: 'view' })).to.deep.equal([]);
    expect(missingFields({ screen: 's' })).to.deep.equal(['action field is missing']);
    expect(missingFields({ action: 'view' })).to.deep.equal(['screen field is missing']);
    expect(missingFields({})).to.deep.equal(['action field is missing', 'screen field is missing']);
  });

  it('rejects bad track() input with a message naming the field', () => {
    const cases: [unknown, string][] = [
      ['view', 'FinWidgets: track takes an event object'],
      [{ screen: 1 }, 'FinWidgets: track screen must be a string'],
      [{ itemPosition: -1 }, 'FinWidgets: track itemPosition must be a whole number, 0 or more'],
      [{ colour: 'red' }, 'FinWidgets: track event has no field "colour"'],
    ];
    for (const [input, message] of cases) {
      expect(() => decodeTrackInput(input)).to.throw(InvalidTrackEventError, message);
    }
  });

  it('names its error with a literal, which minification keeps', () => {
    const error = new InvalidTrackEventError('screen must be a string');
    // docs/loader.md: a bad argument to any command is a FinWidgetsArgumentError, whatever its code.
    expect([error.name, error.code]).to.deep.equal(['FinWidgetsArgumentError', 'invalid_event']);
  });
});

describe('tracker options', () => {
  it('keeps good options and names every bad one', () => {
    const { options, problems } = readOptions(
      { product: 'business', mode: 'live', endpoint: '/collect', testEndpoint: 'ftp://x', consent: 'yes', colour: 'red' },
      'https://app.example/page',
    );
    expect(options).to.deep.equal({ ...DEFAULT_OPTIONS, product: 'business', endpoint: 'https://app.example/collect' });
    expect(problems).to.deep.equal([
      'tracker.mode must be one of production, development, dry-run, got "live"',
      'tracker.testEndpoint must be an http(s) URL, got "ftp://x"',
      'tracker.consent must be true or false, got "yes"',
      'tracker has no option "colour"',
    ]);
  });
});
