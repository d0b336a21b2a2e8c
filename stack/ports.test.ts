import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lockBlock, reservePorts } from './ports';

describe('reservePorts', () => {
  it('gives concurrent stacks disjoint blocks below the ephemeral range, and a released block can be taken again', async () => {
    const blocks = await Promise.all(Array.from({ length: 6 }, () => reservePorts(13)));
    const all = blocks.flatMap((block) => block.ports);
    expect(new Set(all).size).toBe(6 * 13);
    expect(all.every((port) => port >= 20_000 && port < 32_768)).toBe(true);
    for (const block of blocks) block.release();
  });

  it('locks a block once while its process lives, and takes over the lock of a process that has ended', () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'ports-test-')), 'block');
    expect(lockBlock(dir)).toBe(true);
    expect(lockBlock(dir)).toBe(false);
    writeFileSync(join(dir, 'pid'), '999999999');
    expect(lockBlock(dir)).toBe(true);
    expect(readFileSync(join(dir, 'pid'), 'utf8')).toBe(String(process.pid));
  });
});
