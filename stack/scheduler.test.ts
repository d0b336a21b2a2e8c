import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextRun, startScheduler } from './scheduler';

describe('the local scheduler reads a schedule as Cloud Scheduler does', () => {
  it('fires "every N minutes|hours" at the next multiple of the interval', () => {
    const from = new Date('2026-11-28T12:03:10Z');
    expect(nextRun('every 5 minutes', null, from).toISOString()).toBe('2026-11-28T12:05:00.000Z');
    expect(nextRun('every 60 minutes', null, from).toISOString()).toBe('2026-11-28T13:00:00.000Z');
    expect(nextRun('every 2 hours', null, from).toISOString()).toBe('2026-11-28T14:00:00.000Z');
    // Exactly on a firing: the next one, not the same moment again.
    expect(nextRun('every 5 minutes', null, new Date('2026-11-28T12:05:00Z')).toISOString()).toBe(
      '2026-11-28T12:10:00.000Z',
    );
  });

  it('reads a unix-cron expression in the function’s time zone (UTC unless it says)', () => {
    const from = new Date('2026-11-28T12:03:10Z');
    expect(nextRun('30 3 * * *', null, from).toISOString()).toBe('2026-11-29T03:30:00.000Z');
    // 03:30 in Lima (UTC-5) is 08:30 UTC.
    expect(nextRun('30 3 * * *', 'America/Lima', from).toISOString()).toBe('2026-11-29T08:30:00.000Z');
  });

  it('refuses a schedule it cannot read instead of never running the function', () => {
    expect(() => nextRun('cada cinco minutos', null, new Date())).toThrow();
  });
});

describe('the local scheduler fires each time once', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('even when its timer wakes a millisecond early (60 ms of schedule at 60 times faster)', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-28T12:04:59.000Z') });
    const onTime = globalThis.setTimeout;
    vi.stubGlobal('setTimeout', (callback: () => void, ms: number) => onTime(callback, Math.max(0, ms - 1)));
    vi.stubGlobal('fetch', async () => new Response(null, { status: 204 }));
    const scheduler = startScheduler({
      functions: [{ name: 'mailRetry', schedule: 'every 5 minutes', timeZone: null, region: 'us-central1' }],
      functionsHost: '127.0.0.1:9',
      projectId: 'demo-clara',
      speed: 60,
    });
    // 16 s at 60 times faster: 16 minutes of schedule, so three or four firings, 5 s apart.
    await vi.advanceTimersByTimeAsync(16_000);
    scheduler.stop();
    const at = scheduler.fired.map((firing) => firing.at.getTime());
    expect(at.length).toBeGreaterThanOrEqual(3);
    for (let i = 1; i < at.length; i++) expect(at[i]! - at[i - 1]!).toBeGreaterThan(4_900);
  });
});
