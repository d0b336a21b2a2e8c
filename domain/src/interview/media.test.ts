import { describe, expect, it } from 'vitest';
import {
  MEDIA_TEXTS,
  MediaAssemblyError,
  base64ToBytes,
  estimateSizeMB,
  formatDuration,
  formatMediaSize,
  hasBase64Payload,
  isChunkedMedia,
  joinChunks,
  mediaDownloadName,
  mediaUploadTimeoutMs,
  parseMediaDataUrl,
  playbackErrorText,
  splitIntoChunks,
  toDataUrl,
} from './media';

const sampleBase64 = Buffer.from(Array.from({ length: 3001 }, (_, i) => (i * 37) % 256)).toString('base64');

describe('chunk split and reassembly', () => {
  it('splits into pieces of at most the chunk size and joins back to the same text', () => {
    const chunks = splitIntoChunks(sampleBase64, 1000);
    expect(chunks.length).toBe(Math.ceil(sampleBase64.length / 1000));
    expect(chunks.every((chunk) => chunk.length <= 1000)).toBe(true);
    const stored = chunks.map((data, chunkIndex) => ({ chunkIndex, data }));
    expect(joinChunks(stored, chunks.length)).toBe(sampleBase64);
  });

  it('keeps every chunk but the last a multiple of 4, so each decodes on its own', () => {
    const chunks = splitIntoChunks(sampleBase64, 1001);
    expect(chunks.slice(0, -1).every((chunk) => chunk.length === 1000)).toBe(true);
    const decoded = chunks.flatMap((chunk) => [...base64ToBytes(chunk)]);
    expect(Buffer.from(decoded).equals(Buffer.from(sampleBase64, 'base64'))).toBe(true);
  });

  it('reassembles chunks read in any order by chunkIndex', () => {
    const stored = splitIntoChunks(sampleBase64, 400).map((data, chunkIndex) => ({ chunkIndex, data }));
    const shuffled = [...stored].reverse();
    expect(joinChunks(shuffled)).toBe(sampleBase64);
  });

  it('gives no chunks for empty text and fits small text in one', () => {
    expect(splitIntoChunks('', 100)).toEqual([]);
    expect(splitIntoChunks('QUJD', 100)).toEqual(['QUJD']);
  });

  it("answers SPEC's errors for no chunks and for missing or repeated ones", () => {
    expect(() => joinChunks([])).toThrow(new MediaAssemblyError(MEDIA_TEXTS.noChunks));
    expect(MEDIA_TEXTS.noChunks).toBe('No hay fragmentos de media para ensamblar');
    const stored = splitIntoChunks(sampleBase64, 400).map((data, chunkIndex) => ({ chunkIndex, data }));
    expect(() => joinChunks(stored.filter((chunk) => chunk.chunkIndex !== 2))).toThrow(MEDIA_TEXTS.assemblyError);
    expect(() => joinChunks(stored.slice(0, 3), 5)).toThrow('Error al ensamblar los fragmentos de media');
    expect(() => joinChunks([...stored, ...stored.slice(0, 1)])).toThrow(MEDIA_TEXTS.assemblyError);
  });

  it('tells chunked media from inline (SPEC §9: chunked and more than one chunk)', () => {
    expect(isChunkedMedia({ storeMethod: 'chunked', totalChunks: 3 })).toBe(true);
    expect(isChunkedMedia({ storeMethod: 'chunked', totalChunks: 1 })).toBe(false);
    expect(isChunkedMedia({ storeMethod: 'inline', totalChunks: 1 })).toBe(false);
  });
});

describe('data URLs', () => {
  it('needs the base64 marker and a non-empty base64 payload', () => {
    expect(parseMediaDataUrl('data:audio/webm;codecs=opus;base64,GkXfow==')).toEqual({
      mimeType: 'audio/webm;codecs=opus',
      base64: 'GkXfow==',
    });
    expect(hasBase64Payload('data:audio/webm;base64,')).toBe(false);
    expect(hasBase64Payload('data:audio/webm,GkXfow==')).toBe(false);
    expect(hasBase64Payload('data:audio/webm;base64,no es base64!')).toBe(false);
    expect(hasBase64Payload(42)).toBe(false);
    expect(parseMediaDataUrl(toDataUrl('video/mp4', 'AAAA'))).toEqual({ mimeType: 'video/mp4', base64: 'AAAA' });
  });
});

describe('SPEC §9 formats', () => {
  it('estimates the size as 0.75 × the base64 length', () => {
    expect(estimateSizeMB(1024 * 1024 * 4)).toBe(3);
    expect(estimateSizeMB('AAAA')).toBeCloseTo(3 / (1024 * 1024));
  });

  it('shows KB below 1 MB and MB with one decimal otherwise', () => {
    expect(formatMediaSize(0.5)).toBe('512 KB');
    expect(formatMediaSize(0.0001)).toBe('0 KB');
    expect(formatMediaSize(1)).toBe('1.0 MB');
    expect(formatMediaSize(12.345)).toBe('12.3 MB');
    expect(formatMediaSize(Number.NaN)).toBe('0 KB');
  });

  it('shows durations as mm:ss', () => {
    expect(formatDuration(0)).toBe('00:00');
    expect(formatDuration(7.9)).toBe('00:07');
    expect(formatDuration(65)).toBe('01:05');
    expect(formatDuration(4503)).toBe('75:03');
    expect(formatDuration(Number.POSITIVE_INFINITY)).toBe('00:00');
    expect(formatDuration(null)).toBe('00:00');
  });

  it('uses the larger of 10 s and 1 s per estimated MB as upload timeout', () => {
    expect(mediaUploadTimeoutMs(2)).toBe(10_000);
    expect(mediaUploadTimeoutMs(24.2)).toBe(25_000);
  });

  it('names downloads by media type and timestamp with webm, mp4 or m4a', () => {
    const at = new Date(1_700_000_000_000);
    expect(mediaDownloadName('audio', 'audio/webm;codecs=opus', at)).toBe('audio-1700000000000.webm');
    expect(mediaDownloadName('video', 'video/mp4', at)).toBe('video-1700000000000.mp4');
    expect(mediaDownloadName('audio', 'audio/mp4', at)).toBe('audio-1700000000000.m4a');
  });

  it('maps playback error codes to SPEC texts', () => {
    expect([1, 2, 3, 4, 9, null].map(playbackErrorText)).toEqual([
      'Reproducción cancelada',
      'Error de red',
      'Error de formato',
      'Formato no soportado',
      'Error desconocido',
      'Error desconocido',
    ]);
  });
});
