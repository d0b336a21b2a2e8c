import { describe, expect, it } from 'vitest';
import { lazy } from './lazy';

describe('lazy', () => {
  it('builds nothing until the first use, then once for every later use', async () => {
    let builds = 0;
    const value = lazy(async () => ({ build: ++builds }));
    expect(builds).toBe(0);
    const [first, second] = await Promise.all([value(), value()]);
    expect(await value()).toBe(first);
    expect(second).toBe(first);
    expect(builds).toBe(1);
  });

  it('tries again after a failed build', async () => {
    let builds = 0;
    const value = lazy(async () => {
      if (++builds === 1) throw new Error('the chunk did not load');
      return 'ready';
    });
    await expect(value()).rejects.toThrow('the chunk did not load');
    await expect(value()).resolves.toBe('ready');
    expect(builds).toBe(2);
  });
});
