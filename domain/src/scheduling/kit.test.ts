import { describe, expect, it } from 'vitest';
import { catalogueSkill, nextDesign, type Skill } from '../analysis/design';
import { COMPETENCIES } from '../analysis/rubric';
import { interviewKitQuestions } from './kit';

const pick = (id: string): Skill => {
  const { catalogueId, name, description, anchors } = catalogueSkill(id)!;
  return { id, catalogueId, name, description, anchors: { ...anchors } };
};

describe('the interview kit', () => {
  it('without design: one question per competency of the default rubric', () => {
    const kit = interviewKitQuestions('Cocinero');
    expect(kit.map((item) => item.competency)).toEqual(COMPETENCIES.map((competency) => competency.name));
  });

  it("with design: the vacancy's own questions in order under their skills, then one per uncovered skill", () => {
    const design = nextDesign(null, {
      skills: [pick('atencion-cliente'), pick('trabajo-equipo'), pick('calidad-seguridad')],
      questions: [
        {
          id: 'p1',
          text: '¿Cómo manejas un pedido con alérgenos?',
          skillIds: ['calidad-seguridad', 'atencion-cliente'],
          goodAnswer: 'Protocolo.',
        },
      ],
    });
    expect(interviewKitQuestions('Cocinero', design)).toEqual([
      { competency: 'Calidad y seguridad, Atención al cliente', question: '¿Cómo manejas un pedido con alérgenos?' },
      { competency: 'Trabajo en equipo', question: catalogueSkill('trabajo-equipo')!.question },
    ]);
  });
});
