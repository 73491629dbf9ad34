import { expect } from '@open-wc/testing';
import { signInWay } from '../../../src/chat/core/sign-in';

describe('sign-in: one way for the panel and the launcher', () => {
  const cases: [string, Parameters<typeof signInWay>[0], ReturnType<typeof signInWay>][] = [
    ['an anonymous visitor signs in anonymously, whatever else the page holds', { anonymous: true, token: 'tok', clientId: 'c1' }, { kind: 'anonymous' }],
    ["the host's token with the user's client id signs in with both", { anonymous: false, token: 'tok', clientId: 'c1' }, { kind: 'token', token: 'tok', clientId: 'c1' }],
    ['a client id without a token asks the host', { anonymous: false, clientId: 'c1' }, { kind: 'ask-host' }],
    ['a token without a client id asks the host', { anonymous: false, token: 'tok' }, { kind: 'ask-host' }],
    ['nothing at all asks the host', { anonymous: false }, { kind: 'ask-host' }],
  ];
  for (const [name, credentials, way] of cases) {
    it(name, () => expect(signInWay(credentials)).to.deep.equal(way));
  }
});
