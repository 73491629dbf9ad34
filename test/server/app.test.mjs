// The reference server's own behaviour, through fastify's inject (no port, no browser).
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { createServer } from '../../demo/server/app.mjs';
import { loadFixtures } from '../../demo/server/fixtures.mjs';

describe('reference server', () => {
  let app;
  before(async () => {
    ({ app } = await createServer());
  });
  after(() => app.close());

  it('takes a fault rule posted as curl -d sends it (form content type), and refuses one that is not JSON', async () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const added = await app.inject({ method: 'POST', url: '/__faults', headers: form, payload: '{"match":"/api/forms/","status":500,"times":1}' });
    assert.equal(added.statusCode, 201);
    assert.deepEqual(added.json().rule, { match: '/api/forms/', status: 500, times: 1 });
    const bad = await app.inject({ method: 'POST', url: '/__faults', headers: form, payload: 'match=/api/forms/' });
    assert.equal(bad.statusCode, 400);
    assert.equal((await app.inject({ method: 'DELETE', url: '/__faults' })).statusCode, 204);
  });

  it('serves the loader briefly cached, entries with the build id and hashed chunks forever, to any origin', async () => {
    const loader = await app.inject({ url: '/dist/loader.js', headers: { origin: 'https://partner.example' } });
    assert.equal(loader.statusCode, 200);
    assert.equal(loader.headers['cache-control'], 'public, max-age=60');
    assert.equal(loader.headers['access-control-allow-origin'], 'https://partner.example');
    const build = /\?v=([\w-]{8})/.exec(loader.body)?.[1];
    assert.ok(build, 'the loader holds the build id');
    const entry = await app.inject({ url: `/dist/elements/fin-app-switcher.js?v=${build}` });
    assert.equal(entry.statusCode, 200);
    assert.equal(entry.headers['cache-control'], 'public, max-age=31536000, immutable');
    const unversioned = await app.inject({ url: '/dist/elements/fin-app-switcher.js' });
    assert.equal(unversioned.headers['cache-control'], 'public, max-age=60');
    const hashed = /import'\.\.\/(chunks\/[\w-]+-[\w-]{8}\.js)'/.exec(entry.body)?.[1];
    assert.ok(hashed, 'the entry imports its hashed chunks');
    const element = await app.inject({ url: `/dist/${hashed}` });
    assert.equal(element.statusCode, 200);
    assert.equal(element.headers['cache-control'], 'public, max-age=31536000, immutable');
  });

  it('serves demo pages under a strict CSP with a fresh nonce each time', async () => {
    const first = await app.inject({ url: '/app-switcher.html' });
    const second = await app.inject({ url: '/app-switcher.html' });
    const nonce = (response) => /'nonce-([^']+)'/.exec(response.headers['content-security-policy'])?.[1];
    assert.ok(nonce(first));
    assert.notEqual(nonce(first), nonce(second));
    assert.ok(first.body.includes(`<script nonce="${nonce(first)}">`));
    assert.match(first.headers['content-security-policy'], /default-src 'self'; script-src 'self' 'nonce-/);
  });

  it('answers API calls with injected faults and refuses malformed rules', async () => {
    const header = await app.inject({ url: '/api/anything', headers: { 'x-fin-fault': 'status=503' } });
    assert.equal(header.statusCode, 503);
    assert.equal(header.headers['retry-after'], '1');
    const bad = await app.inject({ method: 'POST', url: '/__faults', payload: { status: 200 } });
    assert.equal(bad.statusCode, 400);
    assert.deepEqual(bad.json(), { error: 'bad_fault', message: 'status is an HTTP error status from 400 to 599' });
    const added = await app.inject({ method: 'POST', url: '/__faults', payload: { status: 500, times: 1 } });
    assert.equal(added.statusCode, 201);
    assert.equal((await app.inject({ url: '/api/anything' })).statusCode, 500);
    assert.equal((await app.inject({ url: '/dist/loader.js' })).statusCode, 200, 'static files are spared');
    assert.equal((await app.inject({ url: '/api/anything' })).statusCode, 404, 'the rule was used up');
  });

  it('refuses to start without a build and says how to make one', async () => {
    const root = mkdtempSync(join(tmpdir(), 'fin-no-build-'));
    await assert.rejects(createServer({ root }), { name: 'MissingBuildError', message: /run "npm run build" first/ });
  });
});

describe('fixtures', () => {
  it('loads every JSON file by name and names the file that is not JSON', () => {
    const dir = mkdtempSync(join(tmpdir(), 'fin-fixtures-'));
    mkdirSync(join(dir, 'ignored'));
    writeFileSync(join(dir, 'tickets.json'), '{"ids": [1, 2]}');
    writeFileSync(join(dir, 'notes.txt'), 'not a fixture');
    assert.deepEqual(loadFixtures(dir), { tickets: { ids: [1, 2] } });
    writeFileSync(join(dir, 'broken.json'), '{oops');
    assert.throws(() => loadFixtures(dir), { name: 'FixtureError', message: /demo fixture broken\.json is not valid JSON/ });
    assert.deepEqual(loadFixtures(join(dir, 'missing')), {});
  });
});
