import { describe, expect, it } from 'vitest';
import { SPEECH_TEXTS } from '@clara/domain/speech';
import { transcriptOf, type RecognitionResultList } from './speech';

const results = (...parts: Array<[string, boolean]>): RecognitionResultList =>
  Object.assign(
    parts.map(([transcript, isFinal]) => ({ isFinal, 0: { transcript } })),
    { length: parts.length },
  ) as unknown as RecognitionResultList;

describe('speech input', () => {
  it('joins the final and interim results of a continuous session', () => {
    expect(transcriptOf(results(['Tengo cinco años', true], [' de experiencia', true], ['  en React', false]))).toBe(
      'Tengo cinco años de experiencia en React',
    );
    expect(transcriptOf(results())).toBe('');
  });

  it('has SPEC texts for an unsupported browser and for errors', () => {
    expect(SPEECH_TEXTS.unsupported).toBe('La API de Reconocimiento de Voz no es compatible con este navegador.');
    expect(SPEECH_TEXTS.error('network')).toBe('Error de reconocimiento de voz: network');
  });
});
