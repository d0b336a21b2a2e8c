import { describe, expect, it } from 'vitest';
import {
  SKILL_CATALOGUE,
  catalogueSkill,
  designInputSchema,
  designedQuestions,
  interviewRubricOf,
  interviewSkills,
  nextDesign,
  ownQuestionAnswers,
  vagueSkillHint,
  type DesignInput,
  type Skill,
} from './design';
import { COMPETENCIES, RUBRIC_VERSION } from './rubric';
import { finalizeAnalysis } from './finalize';
import { numberedAnswers } from './evidence';

const pick = (id: string): Skill => {
  const { catalogueId, name, description, anchors } = catalogueSkill(id)!;
  return { id, catalogueId, name, description, anchors: { ...anchors } };
};
const own: Skill = {
  id: 'propia-inventario',
  name: 'Gestión de inventario',
  description: '',
  anchors: { 1: 'No sabe llevar un inventario.', 3: 'Lleva un inventario con ayuda.', 5: 'Cuadra el inventario solo.' },
};
const design: DesignInput = {
  skills: [pick('atencion-cliente'), pick('trabajo-equipo'), own],
  questions: [
    {
      id: 'p1',
      text: '¿Cómo cuadras el inventario a fin de mes?',
      skillIds: ['propia-inventario'],
      goodAnswer: 'Un método.',
    },
    { id: 'p2', text: 'Cuéntame un cliente difícil.', skillIds: ['atencion-cliente'], goodAnswer: '' },
  ],
};

describe('the skill catalogue', () => {
  it('covers the six competencies of the default rubric and common job skills, each with Spanish anchors for 1, 3 and 5', () => {
    for (const competency of COMPETENCIES) expect(catalogueSkill(competency.id)?.name).toBe(competency.name);
    expect(SKILL_CATALOGUE.length).toBeGreaterThanOrEqual(12);
    for (const skill of SKILL_CATALOGUE) {
      expect(new Set([skill.anchors[1], skill.anchors[3], skill.anchors[5]]).size).toBe(3);
      expect(skill.question).toMatch(/\?|\.$/);
    }
  });

  it('hints at what a vague skill should say and leaves a concrete one alone', () => {
    expect(vagueSkillHint('5 años de experiencia')).toMatch(/no dice en qué/);
    expect(vagueSkillHint('Proactividad')).toMatch(/Concreta en qué se nota/);
    expect(vagueSkillHint('Gestión de inventario en almacén')).toBeNull();
  });
});

describe('the design a vacancy stores', () => {
  it('accepts 3–8 skills and up to 10 questions tied to them, and refuses the rest in Spanish', () => {
    expect(designInputSchema.safeParse(design).success).toBe(true);
    const two = designInputSchema.safeParse({ ...design, skills: design.skills.slice(0, 2) });
    expect(two.error?.issues[0]?.message).toBe('Elige entre 3 y 8 habilidades clave.');
    const stray = designInputSchema.safeParse({
      ...design,
      questions: [{ id: 'p1', text: '¿Qué tal?', skillIds: ['liderazgo'], goodAnswer: '' }],
    });
    expect(stray.error?.issues[0]?.message).toBe(
      'Cada pregunta debe evaluar al menos una de las habilidades clave de la vacante.',
    );
    const many = Array.from({ length: 11 }, (_, i) => ({
      id: `p${i}`,
      text: 'Pregunta',
      skillIds: ['propia-inventario'],
    }));
    expect(designInputSchema.safeParse({ ...design, questions: many }).error?.issues[0]?.message).toBe(
      'Puedes escribir como máximo 10 preguntas propias.',
    );
  });

  it('raises the rubric version when the skills or the questions change, keeps it when nothing does', () => {
    const first = nextDesign(null, design)!;
    expect(first.rubricVersion).toBe(1);
    expect(nextDesign(first, design)!.rubricVersion).toBe(1);
    // Issue 33: the questions alone (one removed, one reworded, a note changed) raise it too.
    const questionsOnly = nextDesign(first, { ...design, questions: design.questions.slice(0, 1) })!;
    expect(questionsOnly.rubricVersion).toBe(2);
    const [question] = questionsOnly.questions;
    const reworded = nextDesign(questionsOnly, {
      ...design,
      questions: [{ ...question!, text: `${question!.text} ¿Por qué?` }],
    })!;
    expect(reworded.rubricVersion).toBe(3);
    const retied = nextDesign(reworded, {
      ...design,
      questions: [{ ...reworded.questions[0]!, skillIds: ['atencion-cliente'] }],
    })!;
    expect(retied.rubricVersion).toBe(4);
    // The team-only note is not in the works-council sheet: the version stays.
    const noted = nextDesign(retied, { ...design, questions: [{ ...retied.questions[0]!, goodAnswer: 'Otro.' }] })!;
    expect(noted.rubricVersion).toBe(4);
    const renamed = nextDesign(noted, {
      ...design,
      questions: noted.questions,
      skills: [...design.skills.slice(0, 2), { ...own, name: 'Inventario' }],
    })!;
    expect(renamed.rubricVersion).toBe(5);
    const reanchored = nextDesign(renamed, {
      ...design,
      questions: noted.questions,
      skills: [...design.skills.slice(0, 2), { ...own, name: 'Inventario', anchors: { ...own.anchors, 5: 'Otro.' } }],
    })!;
    expect(reanchored.rubricVersion).toBe(6);
    expect(nextDesign(reanchored, null)).toBeNull();
  });

  it('an interview keeps the copy of the version it was assigned with after the vacancy is edited', () => {
    const stored = nextDesign(null, design)!;
    const interview = interviewRubricOf(stored)!;
    const first = pick('atencion-cliente');
    const edited = nextDesign(stored, {
      ...design,
      skills: [{ ...first, anchors: { ...first.anchors, 5: 'cambiado' } }, design.skills[1]!, pick('liderazgo')],
    })!;
    expect(edited.rubricVersion).toBe(2);
    expect(interview.version).toBe('vacante-1');
    expect(interview.skills.map((skill) => skill.id)).toEqual([
      'atencion-cliente',
      'trabajo-equipo',
      'propia-inventario',
    ]);
    expect(interview.skills[0]!.anchors[5]).toBe(catalogueSkill('atencion-cliente')!.anchors[5]);
    expect(interviewRubricOf(null)).toBeUndefined();
  });

  it('rates the default six when the vacancy has no design', () => {
    expect(interviewSkills(undefined, true).map((skill) => skill.id)).toEqual(COMPETENCIES.map((c) => c.id));
    expect(interviewSkills(interviewRubricOf(nextDesign(null, design)), true).map((skill) => skill.id)).toEqual([
      'atencion-cliente',
      'trabajo-equipo',
      'propia-inventario',
    ]);
  });
});

describe('the question plan', () => {
  it('asks every own question first, in order, then one generated question per skill no own question covers', () => {
    const plan = designedQuestions(interviewRubricOf(nextDesign(null, design))!);
    expect(plan.map((question) => question.text)).toEqual([
      '¿Cómo cuadras el inventario a fin de mes?',
      'Cuéntame un cliente difícil.',
      catalogueSkill('trabajo-equipo')!.question,
    ]);
    expect(plan.map((question) => question.ownQuestionId)).toEqual(['p1', 'p2', undefined]);
  });

  it('generates a question naming a custom skill when no own question covers it', () => {
    const plan = designedQuestions(interviewRubricOf(nextDesign(null, { ...design, questions: [] }))!);
    expect(plan).toHaveLength(3);
    expect(plan[2]!.text).toContain('«Gestión de inventario»');
  });
});

describe('an analysis of a designed interview', () => {
  const rubric = interviewRubricOf(nextDesign(null, design))!;
  const answers = numberedAnswers([
    { role: 'assistant', text: '¿Cómo cuadras el inventario a fin de mes?' },
    { role: 'user', text: 'Cuento las cajas con el escáner y cuadro el inventario contra el sistema cada viernes.' },
    { role: 'assistant', text: 'Cuéntame un cliente difícil.' },
    { role: 'user', text: 'Un cliente reclamó un pedido roto y le cambié el producto ese mismo día.' },
  ]);
  const result = finalizeAnalysis(
    {
      evaluationSummary: 'Resumen.',
      competencies: [
        {
          id: 'propia-inventario',
          rating: 5,
          justification: 'Método claro.',
          evidence: [{ quote: 'cuadro el inventario contra el sistema', answer: 1 }],
        },
        {
          id: 'atencion-cliente',
          rating: 4,
          justification: 'Resuelve.',
          evidence: [{ quote: 'le cambié el producto ese mismo día', answer: 2 }],
        },
        {
          id: 'comunicacion',
          rating: 5,
          justification: 'No es de esta vacante.',
          evidence: [{ quote: 'Cuento las cajas', answer: 1 }],
        },
      ],
      answerFeedback: [],
      developmentSuggestions: [],
      interviewPerformanceSuggestions: [],
    },
    answers,
    { hasJobDescription: true, analyser: { kind: 'builtin' }, rubric },
  );

  it('rates exactly the vacancy skills, with quotes tied to the question they answer, and stores the version', () => {
    expect(Object.keys(result.personalityAssessment)).toEqual([
      'Atención al cliente',
      'Trabajo en equipo',
      'Gestión de inventario',
    ]);
    expect(result.personalityAssessment['Gestión de inventario']!.evidence).toEqual([
      {
        quote: 'cuadro el inventario contra el sistema',
        answer: 1,
        question: '¿Cómo cuadras el inventario a fin de mes?',
      },
    ]);
    expect(result.personalityAssessment['Trabajo en equipo']!.rating).toBe(1);
    expect(result.rubricVersion).toBe('vacante-1');
    // (4 − 1)/4, 0, (5 − 1)/4 over three skills of equal weight: 58.
    expect(result.score).toBe(58);
  });

  it('keeps the default rubric version for an interview without design', () => {
    const plain = finalizeAnalysis(
      {
        evaluationSummary: '',
        competencies: [],
        answerFeedback: [],
        developmentSuggestions: [],
        interviewPerformanceSuggestions: [],
      },
      answers,
      { hasJobDescription: false, analyser: { kind: 'builtin' } },
    );
    expect(plain.rubricVersion).toBe(RUBRIC_VERSION);
    expect(Object.keys(plain.personalityAssessment)).toHaveLength(5);
  });
});

describe("the team's view of the own questions", () => {
  it("puts each own question's answer, follow-up included, beside its note", () => {
    const rubric = interviewRubricOf(nextDesign(null, design))!;
    const answers = numberedAnswers([
      { role: 'assistant', text: '¡Hola! ¿Cómo cuadras el inventario a fin de mes?' },
      { role: 'user', text: 'Con el escáner.' },
      { role: 'assistant', text: '¿Puedes darme un ejemplo concreto?' },
      { role: 'user', text: 'Cada viernes cuadro 400 cajas contra el sistema.' },
      { role: 'assistant', text: 'Gracias. Cuéntame un cliente difícil.' },
      { role: 'user', text: 'Uno reclamó un pedido roto.' },
      { role: 'assistant', text: `Gracias. ${catalogueSkill('trabajo-equipo')!.question}` },
      { role: 'user', text: 'En equipo coordinamos turnos.' },
    ]);
    expect(ownQuestionAnswers(rubric, answers)).toEqual([
      {
        question: '¿Cómo cuadras el inventario a fin de mes?',
        goodAnswer: 'Un método.',
        skills: ['Gestión de inventario'],
        answer: 'Con el escáner.\nCada viernes cuadro 400 cajas contra el sistema.',
      },
      {
        question: 'Cuéntame un cliente difícil.',
        goodAnswer: '',
        skills: ['Atención al cliente'],
        answer: 'Uno reclamó un pedido roto.',
      },
    ]);
    expect(ownQuestionAnswers(undefined, answers)).toEqual([]);
  });
});
