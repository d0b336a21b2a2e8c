import { beforeEach, describe, expect, it, vi } from 'vitest';
import { splitIntoChunks } from '@clara/domain/interview/media';

const store = vi.hoisted(() => ({
  records: new Map<string, Record<string, unknown>>(),
  chunks: new Map<string, Array<{ chunkIndex: number; data: string }>>(),
  fail: false,
}));

vi.mock('./repository', () => ({
  readMediaRecord: async (id: string) => {
    if (store.fail) throw new Error('red caída');
    return store.records.get(id) ?? null;
  },
  readMediaChunks: async (id: string) => store.chunks.get(id) ?? [],
}));

// One module graph per worker (isolate: false): load the module under test afresh, bound to the mock.
vi.resetModules();
const { loadMedia } = await import('./loader');

const bytes = new Uint8Array(3000).map((_, i) => (i * 7) % 256);
const base64 = Buffer.from(bytes).toString('base64');

beforeEach(() => {
  store.records.clear();
  store.chunks.clear();
  store.fail = false;
});

describe('loadMedia (SPEC §2, §8)', () => {
  it('needs a media id', async () => {
    await expect(loadMedia(undefined, false)).rejects.toThrow('No se encontró ID de media');
  });

  it('reports a missing media document and a failed read', async () => {
    await expect(loadMedia('m1', false)).rejects.toThrow('No se encontró información multimedia');
    store.fail = true;
    await expect(loadMedia('m1', false)).rejects.toThrow('Error al cargar multimedia: red caída');
  });

  it('plays inline media from the document', async () => {
    store.records.set('m1', { storeMethod: 'inline', mimeType: 'audio/wav', mediaData: base64, totalChunks: 1 });
    const result = await loadMedia('m1', false);
    expect(result.kind).toBe('ready');
    if (result.kind !== 'ready') return;
    expect(result.blob.type).toBe('audio/wav');
    expect(new Uint8Array(await result.blob.arrayBuffer())).toEqual(bytes);
  });

  it('says when inline media has no data', async () => {
    store.records.set('m1', { storeMethod: 'inline', mimeType: 'audio/wav' });
    await expect(loadMedia('m1', false)).rejects.toThrow('No se encontraron datos multimedia');
  });

  it('waits for "load now" on chunked media, then joins its chunks in order', async () => {
    const parts = splitIntoChunks(base64, 1000);
    store.records.set('m2', { storeMethod: 'chunked', mimeType: 'audio/webm', totalChunks: parts.length });
    store.chunks.set('m2', parts.map((data, chunkIndex) => ({ chunkIndex, data })).reverse());
    expect((await loadMedia('m2', false)).kind).toBe('chunked');
    const result = await loadMedia('m2', true);
    expect(result.kind).toBe('ready');
    if (result.kind === 'ready') expect(new Uint8Array(await result.blob.arrayBuffer())).toEqual(bytes);
  });

  it('reports missing and incomplete chunks', async () => {
    store.records.set('m3', { storeMethod: 'chunked', totalChunks: 3 });
    await expect(loadMedia('m3', true)).rejects.toThrow('No hay fragmentos de media para ensamblar');
    store.chunks.set('m3', [
      { chunkIndex: 0, data: 'AAAA' },
      { chunkIndex: 2, data: 'AAAA' },
    ]);
    await expect(loadMedia('m3', true)).rejects.toThrow('Error al ensamblar los fragmentos de media');
  });

  it('says the content could not be loaded when the data is not base64', async () => {
    store.records.set('m4', { storeMethod: 'inline', mimeType: 'audio/webm', mediaData: '%%%no-base64%%%' });
    await expect(loadMedia('m4', false)).rejects.toThrow('No se pudo cargar el contenido multimedia');
  });
});
