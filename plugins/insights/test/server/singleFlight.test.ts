import { describe, expect, it } from 'vitest';
import { SingleFlight } from '../../src/server/facts/singleFlight.ts';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('SingleFlight', () => {
  it('gives a read asked for while the same read runs that read’s answer, and reads again once it has ended', async () => {
    const shared = new SingleFlight();
    const first = deferred<number>();
    let reads = 0;
    const read = () => {
      reads += 1;
      return reads === 1 ? first.promise : Promise.resolve(2);
    };
    const a = shared.share('class', read);
    const b = shared.share('class', read);
    expect(reads).toBe(1);
    first.resolve(1);
    expect([await a, await b]).toEqual([1, 1]);
    expect(await shared.share('class', read)).toBe(2);
    expect(reads).toBe(2);
  });

  it('keeps different keys apart, and a failed read is not kept either', async () => {
    const shared = new SingleFlight();
    const failing = deferred<string>();
    const a = shared.share('a', () => failing.promise);
    const b = shared.share('b', async () => 'b');
    failing.reject(new Error('database down'));
    await expect(a).rejects.toThrow('database down');
    expect(await b).toBe('b');
    expect(await shared.share('a', async () => 'a again')).toBe('a again');
  });
});
