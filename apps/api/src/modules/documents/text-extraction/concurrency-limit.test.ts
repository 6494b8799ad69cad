import { describe, expect, it } from 'vitest';
import { createConcurrencyLimit } from './concurrency-limit';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('createConcurrencyLimit', () => {
  it('runs at most the limit at once, and the rest in the order they came', async () => {
    const limit = createConcurrencyLimit(2);
    const gates = Array.from({ length: 5 }, deferred);
    const started: number[] = [];
    const results = gates.map((gate, index) =>
      limit.run(async () => {
        started.push(index);
        await gate.promise;
        return index;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect([limit.running, limit.waiting]).toEqual([2, 3]);

    gates[1]!.resolve();
    await results[1];
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);

    gates.forEach((gate) => gate.resolve());
    expect(await Promise.all(results)).toEqual([0, 1, 2, 3, 4]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect([limit.running, limit.waiting]).toEqual([0, 0]);
  });

  it('frees the slot of a task that fails', async () => {
    const limit = createConcurrencyLimit(1);
    await expect(limit.run(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(await limit.run(async () => 'next')).toBe('next');
    expect(limit.running).toBe(0);
  });
});
