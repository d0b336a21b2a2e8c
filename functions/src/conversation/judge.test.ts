import { describe, expect, it } from 'vitest';
import { judgeAnswer } from './judge';

const SITUATION_QUESTION =
  'Hablemos de «atención al cliente». Cuéntame una situación concreta en la que lo hayas puesto en práctica: qué hiciste tú y qué resultado obtuviste.';

describe('judgeAnswer: substance, not vocabulary', () => {
  it.each([
    'Mi enfoque siempre está orientado a resultados, con liderazgo y trabajo en equipo.',
    'Considero fundamental el impacto, la mejora continua y el crecimiento del equipo para lograr los objetivos.',
    'La clave está en los resultados: un buen liderazgo y un equipo comprometido garantizan el éxito y la excelencia.',
  ])(
    'names results, leadership or the team without telling anything: no outcome, action or situation (%s)',
    (answer) => {
      const judged = judgeAnswer(SITUATION_QUESTION, answer);
      expect(judged.parts).toEqual({ situation: false, actions: false, outcome: false });
      expect(judged.measured).toBe(false);
    },
  );

  it.each([
    ['a figure that changed', 'Revisé las llamadas de la semana y redujimos las quejas de 40 a 12 al mes.'],
    [
      'what happened in the end',
      'Llamé al cliente, le expliqué el retraso y le ofrecí un descuento; se resolvió y siguió con nosotros.',
    ],
    ['a past result verb', 'Reorganicé los turnos del equipo y conseguimos atender a todos antes de las seis.'],
  ])('tells an outcome: %s', (_label, answer) => {
    const judged = judgeAnswer(SITUATION_QUESTION, answer);
    expect(judged.parts.outcome).toBe(true);
    expect(judged.parts.actions).toBe(true);
  });

  it('does not take a habit («normalmente conseguimos…») for how a story ended', () => {
    expect(
      judgeAnswer(SITUATION_QUESTION, 'Normalmente conseguimos sacar los pedidos antes de que lleguen los camiones.')
        .parts.outcome,
    ).toBe(false);
    expect(
      judgeAnswer(SITUATION_QUESTION, 'Aquel viernes conseguimos sacar los pedidos antes de que llegaran los camiones.')
        .parts.outcome,
    ).toBe(true);
  });

  it('reads habitual first-person actions as own actions, but not opinions or a list of skills', () => {
    expect(
      judgeAnswer(SITUATION_QUESTION, 'Atiendo llamadas todos los días y les escucho hasta el final.').actions,
    ).toBe(2);
    expect(judgeAnswer(SITUATION_QUESTION, 'Considero esencial la empatía y la escucha activa.').actions).toBe(0);
    expect(
      judgeAnswer(SITUATION_QUESTION, 'Organización, trabajo en equipo, trabajo bajo presión, compromiso.').actions,
    ).toBe(0);
  });

  it('does not take a number the question already holds for a figure of the candidate', () => {
    const question = 'Sobre «Microsoft 365»: ¿cuál ha sido el mayor reto que has enfrentado en ese ámbito?';
    expect(judgeAnswer(question, 'Microsoft 365 presenta retos de seguridad y de licencias.').metrics.figures).toBe(0);
    expect(judgeAnswer(question, 'Migré 180 buzones a Microsoft 365.').metrics.figures).toBe(1);
  });
});
