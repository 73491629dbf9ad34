import { expect } from '@open-wc/testing';
import { once } from '../../src/shared/once';

/** A load whose n-th run (from 1) does what `plan[n - 1]` says: 'ok', 'reject' or 'throw' (synchronously). */
function loader(plan: ('ok' | 'reject' | 'throw')[]) {
  let runs = 0;
  const load = () => {
    const step = plan[runs++] ?? 'ok';
    if (step === 'throw') throw new Error(`run ${runs} threw`);
    return step === 'ok' ? Promise.resolve(`run ${runs}`) : Promise.reject(new Error(`run ${runs} failed`));
  };
  return { load, runs: () => runs };
}

const outcome = (promise: Promise<string>) => promise.then((value) => value, (error: Error) => `error: ${error.message}`);

describe('once', () => {
  const cases: { name: string; plan: ('ok' | 'reject' | 'throw')[]; calls: number; results: string[]; runs: number }[] = [
    { name: 'a success is shared by every later call', plan: ['ok'], calls: 3, results: ['run 1', 'run 1', 'run 1'], runs: 1 },
    { name: 'a failure is forgotten: the next call loads again', plan: ['reject', 'ok'], calls: 3, results: ['error: run 1 failed', 'run 2', 'run 2'], runs: 2 },
    { name: 'a synchronous throw becomes a rejection and is forgotten too', plan: ['throw', 'ok'], calls: 2, results: ['error: run 1 threw', 'run 2'], runs: 2 },
    { name: 'failures in a row each try again', plan: ['reject', 'reject', 'ok'], calls: 3, results: ['error: run 1 failed', 'error: run 2 failed', 'run 3'], runs: 3 },
  ];
  for (const { name, plan, calls, results, runs } of cases) {
    it(name, async () => {
      const fake = loader(plan);
      const load = once(fake.load);
      const seen: string[] = [];
      for (let call = 0; call < calls; call++) seen.push(await outcome(load()));
      expect(seen).to.deep.equal(results);
      expect(fake.runs()).to.equal(runs);
    });
  }

  it('calls made while a load runs share it', async () => {
    const fake = loader(['ok']);
    const load = once(fake.load);
    expect(await Promise.all([load(), load(), load()])).to.deep.equal(['run 1', 'run 1', 'run 1']);
    expect(fake.runs()).to.equal(1);
  });
});
