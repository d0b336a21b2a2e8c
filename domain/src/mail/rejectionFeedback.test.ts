import { describe, expect, it } from 'vitest';
import { rejectionFeedback } from './rejectionFeedback';

const entry = (rating: number) => ({ evaluation: 'x', justification: 'y', rating });

describe('the rejection feedback draft', () => {
  it('names the two best-rated competencies and gives one piece of advice, never the score', () => {
    const text = rejectionFeedback({
      personalityAssessment: {
        Comunicación: entry(5),
        'Orientación a resultados': entry(2),
        Estructura: entry(4),
        Relevancia: entry(3),
      },
      developmentSuggestions: ['Cuenta cómo terminó cada caso, con una cifra.'],
    });
    expect(text).toBe(
      'De tu entrevista destacamos tu comunicación y tu estructura. Un consejo para tus próximos procesos: cuenta cómo terminó cada caso, con una cifra.',
    );
    expect(text).not.toMatch(/\d/);
  });

  it('advises on the weakest competency when there is no suggestion, and praises nothing rated under 3', () => {
    expect(
      rejectionFeedback({
        personalityAssessment: { Comunicación: entry(2), Estructura: entry(1) },
        developmentSuggestions: [],
      }),
    ).toBe(
      'Gracias por el esfuerzo que pusiste en tu entrevista. Un consejo para tus próximos procesos: te recomendamos trabajar tu estructura con ejemplos concretos de tu experiencia.',
    );
  });

  it('drafts nothing from an analysis without ratings', () => {
    expect(
      rejectionFeedback({
        personalityAssessment: { Comunicación: { evaluation: 'x', justification: '' } },
        developmentSuggestions: [],
      }),
    ).toBeNull();
  });
});
