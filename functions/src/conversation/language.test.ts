import { describe, expect, it } from 'vitest';
import { STRONG_ANSWERS } from '../interview/testing/fixtures';
import { keywordsOf, measureAnswer, stem, weaknessOf } from './language';

describe('answer metrics', () => {
  it('counts figures, examples, actions, results, connectors, fillers and hedges', () => {
    const metrics = measureAnswer(
      'Por ejemplo, primero reduje el tiempo un 30% y después implementé pruebas; como resultado logramos la meta. O sea, creo que bien.',
    );
    expect(metrics.figures).toBeGreaterThanOrEqual(1);
    expect(metrics.examples).toBeGreaterThanOrEqual(1);
    expect(metrics.actions).toBeGreaterThanOrEqual(2);
    expect(metrics.results).toBeGreaterThanOrEqual(2);
    expect(metrics.connectors).toBeGreaterThanOrEqual(2);
    expect(metrics.fillers).toBeGreaterThanOrEqual(1);
    expect(metrics.hedges).toBeGreaterThanOrEqual(1);
  });

  it('calls short and vague answers weak', () => {
    expect(weaknessOf(measureAnswer('Bien, gracias.'))).toBe('short');
    expect(
      weaknessOf(
        measureAnswer(
          'Siempre intento trabajar de la mejor manera posible con todo el equipo y aportar ideas para que las cosas salgan adelante.',
        ),
      ),
    ).toBe('vague');
    expect(weaknessOf(measureAnswer(STRONG_ANSWERS[1]))).toBeNull();
  });
});

describe('keywords', () => {
  it('leaves out Spanish stopwords and the words of any interview or job ad, with or without accents', () => {
    const keywords = keywordsOf(
      'Cuéntame tu experiencia en el puesto: nosotros también buscamos mediante aquellas reclamaciones. Cuentame tambien.',
    );
    expect(keywords).toEqual([stem('reclamaciones')]);
  });
});

describe('stem', () => {
  it('joins plurals, accents and forms of one word, and keeps acronyms whole', () => {
    expect(new Set(['reclamaciones', 'reclamación', 'Reclamacion'].map(stem)).size).toBe(1);
    expect(stem('aprendí')).toBe(stem('aprender'));
    expect(stem('mejoré')).toBe(stem('mejorar'));
    expect(stem('vendi')).toBe(stem('vender'));
    expect(stem('desarrollador')).toBe(stem('desarrollo'));
    expect(stem('accesibilidad')).toBe(stem('accesibles'));
    expect(stem('interfaz')).toBe(stem('interfaces'));
    expect(stem('SQL')).toBe('sql');
    expect(stem('pacientes')).not.toBe(stem('paciencia'));
  });
});
