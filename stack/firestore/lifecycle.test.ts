// Seeding, reset, start/stop and the CLI.
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DocumentReference, Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it, onTestFinished } from 'vitest';
import { clearAll, loadSeed, startEmbeddedFirestore } from './index.js';
import { PROJECT_ID, startWithAdmin } from './test-support.js';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

async function ownerGet(restPort: number, projectId: string, path: string) {
  const name = `projects/${projectId}/databases/(default)/documents/${path}`;
  const res = await fetch(
    `http://127.0.0.1:${restPort}/v1/projects/${projectId}/databases/(default)/documents:batchGet`,
    {
      method: 'POST',
      headers: { Authorization: 'Bearer owner' },
      body: JSON.stringify({ documents: [name] }),
    },
  );
  return ((await res.json()) as Array<{ found?: { fields: Record<string, unknown> } }>)[0]!;
}

describe('loadSeed and clearAll', () => {
  it('writes real documents with typed special values', async () => {
    const h = await startWithAdmin();
    try {
      loadSeed(h.fs, {
        'interviews/a': {
          n: 3,
          x: 3.5,
          at: { __timestamp: '2025-01-01T10:00:00Z' },
          raw: { __bytes: Buffer.from('hi').toString('base64') },
          media: { __ref: 'media/m1' },
          nested: { list: [1, { deep: true }], nothing: null },
        },
        'media/m1/chunks/c1': { index: 0 },
      });
      const data = (await h.db.doc('interviews/a').get()).data()!;
      expect(data.at).toEqual(Timestamp.fromDate(new Date('2025-01-01T10:00:00Z')));
      expect(Buffer.from(data.raw).toString()).toBe('hi');
      expect(data.media).toBeInstanceOf(DocumentReference);
      expect(data.media.path).toBe('media/m1');
      expect(data.nested).toEqual({ list: [1, { deep: true }], nothing: null });
      const raw = await ownerGet(h.fs.restPort, PROJECT_ID, 'interviews/a');
      expect(raw.found!.fields).toMatchObject({ n: { integerValue: '3' }, x: { doubleValue: 3.5 } });
      expect((await h.db.collection('media/m1/chunks').get()).size).toBe(1);

      clearAll(h.fs);
      expect((await h.db.doc('interviews/a').get()).exists).toBe(false);
      loadSeed(h.fs, { 'media/m2': { kind: 'audio' } });
      const reset = await fetch(
        `http://127.0.0.1:${h.fs.restPort}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`,
        { method: 'DELETE' },
      );
      expect(reset.status).toBe(200);
      expect((await h.db.doc('media/m2').get()).exists).toBe(false);
      expect(() => loadSeed(h.fs, { interviews: {} })).toThrow(/not a document path/);
    } finally {
      await h.stop();
    }
  });
});

describe('server lifecycle', () => {
  it('frees both ports on stop', async () => {
    const first = await startEmbeddedFirestore({ projectId: 'demo-ports' });
    const { grpcPort, restPort } = first;
    expect(grpcPort).toBeGreaterThan(0);
    expect(restPort).toBeGreaterThan(0);
    await first.stop();
    const again = await startEmbeddedFirestore({ projectId: 'demo-ports', grpcPort, restPort });
    expect([again.grpcPort, again.restPort]).toEqual([grpcPort, restPort]);
    await again.stop();
  });

  it('runs from the CLI with a seed file and stops on SIGTERM', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'embedded-firestore-'));
    onTestFinished(() => rm(dir, { recursive: true, force: true }));
    const seedPath = join(dir, 'seed.json');
    await writeFile(seedPath, JSON.stringify({ 'media/m1': { kind: 'video' } }));
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'stack/firestore/cli.ts',
        '--grpc-port',
        '0',
        '--rest-port',
        '0',
        '--project',
        'demo-cli',
        '--seed',
        seedPath,
      ],
      { cwd: repoRoot, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const line = await new Promise<string>((resolve, reject) => {
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        if (out.includes('\n')) resolve(out.trim());
      });
      child.once('exit', (code) => reject(new Error(`cli exited early with ${code}`)));
    });
    const match = /^firestore grpc=127\.0\.0\.1:(\d+) rest=http:\/\/127\.0\.0\.1:(\d+)$/.exec(line);
    expect(match, line).not.toBeNull();
    const seeded = await ownerGet(Number(match![2]), 'demo-cli', 'media/m1');
    expect(seeded.found!.fields).toEqual({ kind: { stringValue: 'video' } });
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
