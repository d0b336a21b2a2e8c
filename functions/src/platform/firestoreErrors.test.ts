import { describe, expect, it } from 'vitest';
import { retryOnContention } from './firestoreErrors';

const aborted = () => Object.assign(new Error('10 ABORTED: Transaction lock timeout.'), { code: 10 });
const noPause = async () => undefined;

describe('a transaction still contended after the SDK’s retries', () => {
  it('is run again until it lands, within the attempts', async () => {
    let runs = 0;
    const answer = await retryOnContention(
      async () => {
        runs += 1;
        if (runs < 3) throw aborted();
        return 'hecho';
      },
      4,
      noPause,
    );
    expect(answer).toBe('hecho');
    expect(runs).toBe(3);
  });

  it('lets the contention through after the last attempt, and any other failure at once', async () => {
    let runs = 0;
    const contended = retryOnContention(
      async () => {
        runs += 1;
        throw aborted();
      },
      4,
      noPause,
    );
    await expect(contended).rejects.toMatchObject({ code: 10 });
    expect(runs).toBe(4);

    let others = 0;
    const refused = retryOnContention(
      async () => {
        others += 1;
        throw new Error('otra cosa');
      },
      4,
      noPause,
    );
    await expect(refused).rejects.toThrow('otra cosa');
    expect(others).toBe(1);
  });
});
