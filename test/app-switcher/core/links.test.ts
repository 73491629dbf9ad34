import { expect } from '@open-wc/testing';
import { computeLinks, createAppSwitcher } from '../../../src/app-switcher/core/app-switcher';
import { appLinks, resolveEnvironment } from '../../../src/app-switcher/core/links';

const domains = { production: 'finapp.com', test: 'finapp-test.com' };

describe('app switcher: environment from the hostname', () => {
  const cases: [string, 'production' | 'test'][] = [
    ['finapp.com', 'production'],
    ['business.finapp.com', 'production'],
    ['BUSINESS.FINAPP.COM.', 'production'],
    ['finapp-test.com', 'test'],
    ['business.finapp-test.com', 'test'],
    ['localhost', 'test'],
    ['127.0.0.1', 'test'],
    ['shop.localhost', 'test'],
    ['partner.example', 'production'],
    ['notfinapp.com', 'production'],
    ['finapp.com.evil.example', 'production'],
  ];
  for (const [hostname, expected] of cases) {
    it(`${hostname} → ${expected}`, () => {
      expect(resolveEnvironment(hostname, domains)).to.equal(expected);
    });
  }

  it('prefers the test domain when it sits under the production domain', () => {
    expect(resolveEnvironment('app.test.finapp.com', { production: 'finapp.com', test: 'test.finapp.com' })).to.equal('test');
    expect(resolveEnvironment('app.finapp.com', { production: 'finapp.com', test: 'test.finapp.com' })).to.equal('production');
  });
});

describe('app switcher: links', () => {
  it('lists the seven sibling apps on the production host', () => {
    const links = appLinks('production', domains, 'business');
    expect(links.map((link) => link.id)).to.deep.equal([
      'banking', 'business', 'investing', 'crypto-exchange', 'people', 'hiring', 'point-of-sale',
    ]);
    expect(links.map((link) => link.href)).to.deep.equal([
      'https://app.finapp.com/', 'https://business.finapp.com/', 'https://invest.finapp.com/',
      'https://exchange.finapp.com/', 'https://people.finapp.com/', 'https://hiring.finapp.com/', 'https://pos.finapp.com/',
    ]);
    expect(links.filter((link) => link.current).map((link) => link.id)).to.deep.equal(['business']);
  });

  it('points every link at the test host on the test domain', () => {
    const { environment, links } = computeLinks({ hostname: 'people.finapp-test.com' });
    expect(environment).to.equal('test');
    expect(links.every((link) => new URL(link.href).hostname.endsWith('.finapp-test.com'))).to.equal(true);
  });

  it('takes configured domains and an environment override', () => {
    const { links } = computeLinks({ hostname: 'www.acme.io', productionDomain: 'acme.io', testDomain: 'acme.dev', environment: 'test' });
    expect(links[0]?.href).to.equal('https://app.acme.dev/');
  });

  it('warns about bad options and falls back to the defaults', () => {
    const { links, warnings } = computeLinks({ hostname: 'x.finapp.com', productionDomain: 'not a domain', current: 'casino', environment: 'staging' });
    expect(links[0]?.href).to.equal('https://app.finapp.com/');
    expect(warnings).to.have.length(3);
    expect(warnings[0]).to.contain('production-domain "not a domain" is not a domain name');
    expect(warnings.join(' ')).to.contain('environment "staging" must be "production" or "test"');
    expect(warnings.join(' ')).to.contain('current "casino" is not one of banking');
  });
});

describe('app switcher: menu state', () => {
  // The menu's keys are the floating layer's: test/app-switcher/ui/app-switcher.test.ts drives them.
  it('opens and closes, and notifies subscribers only when the snapshot changes', () => {
    const switcher = createAppSwitcher({ hostname: 'finapp.com' });
    let calls = 0;
    switcher.subscribe(() => calls++);
    switcher.close();
    expect(calls).to.equal(0);
    switcher.setOpen(true);
    expect(switcher.getSnapshot().open).to.equal(true);
    switcher.setOpen(true);
    switcher.close();
    expect(switcher.getSnapshot().open).to.equal(false);
    expect(calls).to.equal(2);
  });
});
