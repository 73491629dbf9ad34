import { expect } from '@open-wc/testing';
import { AnonymousSessionExpiredError, AnonymousSessionMissingError, CannotOpenChatError, ChatDisabledError, ChatTimeoutError, NotAuthorisedError, SocketOpenError } from '../../src/chat/core/errors';
import { DeviceIdError } from '../../src/chat/core/device';
import { DecodeError, FinWidgetsError, InvalidAttributeError, toFinError } from '../../src/shared/errors';
import { BadJsonError, HttpError, HttpStatusError, InvalidPathError, NetworkError, RequestAbortedError, TimeoutError } from '../../src/shared/http';
import { UncloneableValueError } from '../../src/shared/storage';
import { SignInOptionsError } from '../../src/sso/core/errors';
import { UnreachableError } from '../../src/ticket/ui/Widgets';

describe('errors: every named class names itself and carries its code', () => {
  // A minifier renames classes, so a name must be a literal set by the class itself (an own property).
  const cases: [FinWidgetsError, string, string][] = [
    [new FinWidgetsError('unexpected', 'm'), 'FinWidgetsError', 'unexpected'],
    [new InvalidAttributeError('m'), 'InvalidAttributeError', 'invalid_attribute'],
    [new DecodeError('$.a', 'p'), 'DecodeError', 'decode'],
    [new HttpError('network', 'GET', 'https://x.example/', 'p'), 'HttpError', 'network'],
    [new NetworkError('GET', 'https://x.example/', new TypeError('f')), 'NetworkError', 'network'],
    [new HttpStatusError('GET', 'https://x.example/', { status: 503, statusText: '', body: undefined, retryAfterMs: undefined }), 'HttpStatusError', 'http_status'],
    [new BadJsonError('GET', 'https://x.example/', 200, new SyntaxError('s')), 'BadJsonError', 'bad_json'],
    [new TimeoutError('GET', 'https://x.example/', 10), 'TimeoutError', 'timeout'],
    [new RequestAbortedError('GET', 'https://x.example/', undefined), 'RequestAbortedError', 'request_aborted'],
    [new InvalidPathError('https://evil.example/'), 'InvalidPathError', 'invalid_path'],
    [new UncloneableValueError('k', new Error('c')), 'UncloneableValueError', 'uncloneable_value'],
    [new ChatTimeoutError('sign-in', 10), 'ChatTimeoutError', 'chat_timeout'],
    [new AnonymousSessionExpiredError(), 'AnonymousSessionExpiredError', 'anonymous_session_expired'],
    [new AnonymousSessionMissingError(), 'AnonymousSessionMissingError', 'anonymous_session_missing'],
    [new NotAuthorisedError(), 'NotAuthorisedError', 'not_authorised'],
    [new ChatDisabledError(), 'ChatDisabledError', 'chat_disabled'],
    [new CannotOpenChatError(), 'CannotOpenChatError', 'cannot_open_chat'],
    [new SocketOpenError('open_timeout', 'd'), 'SocketOpenError', 'open_timeout'],
    [new DeviceIdError('m'), 'DeviceIdError', 'device_id'],
    [new SignInOptionsError('m'), 'FinWidgetsArgumentError', 'invalid_sign_in_options'],
    [new UnreachableError('x'), 'UnreachableError', 'unreachable'],
  ];
  for (const [error, name, code] of cases) {
    it(`${name}: name set by the class, code ${code}`, () => {
      expect([Object.hasOwn(error, 'name'), error.name, error.code, error instanceof FinWidgetsError, String(error).startsWith(`${name}: `)]).to.deep.equal([
        true,
        name,
        code,
        true,
        true,
      ]);
    });
  }

  it('does not take the name from the constructor, which a minifier renames', () => {
    const Ye = class extends FinWidgetsError {};
    expect(new Ye('unexpected', 'm').name).to.equal('FinWidgetsError');
  });
});

describe('errors: toFinError', () => {
  const decode = new DecodeError('$', 'p');
  const cases: [string, unknown, { code: string; message: string; same?: boolean; cause?: unknown }][] = [
    ['an SDK error stays itself', decode, { code: 'decode', message: 'unexpected data at $: p', same: true }],
    ['an Error keeps its message, as the cause', new TypeError('boom'), { code: 'unexpected', message: 'boom' }],
    ['a string becomes the message', 'went wrong', { code: 'unexpected', message: 'went wrong', cause: 'went wrong' }],
    ['undefined still gives a message', undefined, { code: 'unexpected', message: 'undefined', cause: undefined }],
  ];
  for (const [name, thrown, expected] of cases) {
    it(name, () => {
      const error = toFinError(thrown);
      expect([error instanceof FinWidgetsError, error.code, error.message]).to.deep.equal([true, expected.code, expected.message]);
      if (expected.same) expect(error === thrown).to.equal(true);
      else expect(error.cause === thrown).to.equal(true);
    });
  }
});
