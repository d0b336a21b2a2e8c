import { describe, expect, it } from 'vitest';
import { MEDIA_TEXTS } from '@clara/domain/interview/media';
import { chooseRecordingMime, isAppleLike, mediaKindOf } from './mime';
import { CLIENT_MEDIA_TEXTS, uploadErrorText } from './texts';
import { isLargeMedia, uploadTimeoutMs, validateMediaData } from './data';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15';
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 CriOS/120.0 Mobile/15E148 Safari/604.1';

describe('recording MIME choice (SPEC §9)', () => {
  it('tells Apple-like browsers', () => {
    expect(isAppleLike(CHROME)).toBe(false);
    expect(isAppleLike(SAFARI)).toBe(true);
    expect(isAppleLike(IPHONE_CHROME)).toBe(true);
  });

  it('defaults to audio/webm and video/mp4, and to mp4/m4a on Apple', () => {
    expect(chooseRecordingMime('audio', CHROME)).toBe('audio/webm');
    expect(chooseRecordingMime('video', CHROME)).toBe('video/mp4');
    expect(chooseRecordingMime('audio', SAFARI)).toBe('audio/mp4');
    expect(chooseRecordingMime('video', SAFARI)).toBe('video/mp4');
  });

  it('picks the first candidate the recorder supports', () => {
    const webmOnly = (mime: string) => mime.startsWith('video/webm') || mime.startsWith('audio/webm');
    expect(chooseRecordingMime('video', CHROME, webmOnly)).toBe('video/webm;codecs=vp9,opus');
    expect(chooseRecordingMime('audio', CHROME, webmOnly)).toBe('audio/webm;codecs=opus');
    expect(chooseRecordingMime('audio', SAFARI, (m) => m === 'audio/mp4')).toBe('audio/mp4');
    expect(chooseRecordingMime('audio', CHROME, () => false)).toBe('');
    expect(
      chooseRecordingMime('audio', CHROME, () => {
        throw new Error('boom');
      }),
    ).toBe('');
  });

  it('tells audio from video files', () => {
    expect(mediaKindOf('audio/wav')).toBe('audio');
    expect(mediaKindOf('video/webm;codecs=vp8')).toBe('video');
    expect(mediaKindOf('image/png')).toBeNull();
    expect(mediaKindOf('')).toBeNull();
  });
});

describe('upload failure texts (SPEC §8)', () => {
  it('says there was no response when the server did not answer', () => {
    expect(uploadErrorText(0)).toBe(
      'Hubo un problema al procesar tu grabación. No se recibió respuesta del servidor. Comprueba tu conexión.',
    );
  });

  it('adds a hint for 400 and 500 and the server detail', () => {
    expect(uploadErrorText(400, 'Formato de datos inválido')).toBe(
      `${MEDIA_TEXTS.uploadProblem} ${CLIENT_MEDIA_TEXTS.hint400} Detalle: Formato de datos inválido`,
    );
    expect(uploadErrorText(500, 'HTTP 500')).toBe(`${MEDIA_TEXTS.uploadProblem} ${CLIENT_MEDIA_TEXTS.hint500}`);
  });

  it('suggests a smaller file or another format otherwise', () => {
    expect(uploadErrorText(413, 'Demasiado grande')).toBe(
      'Hubo un problema al procesar tu grabación. Intenta con un archivo más pequeño o en otro formato. Detalle: Demasiado grande',
    );
  });
});

describe('media data before sending (SPEC §5, §7, §9)', () => {
  it('needs the base64 marker and data, and audio or video', () => {
    expect(validateMediaData('data:audio/wav;base64,AAAA', 'audio')).toBeNull();
    expect(validateMediaData('AAAA', 'audio')).toBe('Formato de datos inválido');
    expect(validateMediaData('data:audio/wav;base64,', 'audio')).toBe('Formato de datos inválido');
    expect(validateMediaData('data:image/png;base64,AAAA', 'image')).toBe(CLIENT_MEDIA_TEXTS.invalidType);
  });

  it('times uploads at 1 s per estimated MB, at least 10 s', () => {
    expect(uploadTimeoutMs('data:audio/wav;base64,AAAA')).toBe(10_000);
    const twentyMB = 'A'.repeat((20 * 1024 * 1024) / 0.75);
    expect(uploadTimeoutMs(`data:audio/wav;base64,${twentyMB}`)).toBe(20_000);
  });

  it('only warns above 10 MB', () => {
    expect(isLargeMedia(9.9)).toBe(false);
    expect(isLargeMedia(10.5)).toBe(true);
  });
});
