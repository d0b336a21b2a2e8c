import { describe, expect, it } from 'vitest';
import type { DesignInput, Skill } from '../analysis/design';
import { designDifferences, hasDifferences } from './differences';

const skill = (id: string, name: string, anchor = 'Ejemplo'): Skill => ({
  id,
  name,
  description: `${name}.`,
  anchors: { 1: `${anchor} bajo`, 3: `${anchor} medio`, 5: `${anchor} alto` },
});

const version1: DesignInput = {
  skills: [
    skill('comunicacion', 'Comunicación'),
    skill('trabajo-equipo', 'Trabajo en equipo'),
    skill('propia-a', 'Excel'),
  ],
  questions: [
    { id: 'p1', text: '¿Cómo explicas un cambio a un cliente?', skillIds: ['comunicacion'], goodAnswer: '' },
    { id: 'p2', text: '¿Qué fórmula usas más?', skillIds: ['propia-a'], goodAnswer: '' },
  ],
};

describe('designDifferences', () => {
  it('lists the skills and questions added, removed and changed between two rubric versions', () => {
    const version2: DesignInput = {
      skills: [
        skill('comunicacion', 'Comunicación', 'Explica'),
        skill('trabajo-equipo', 'Trabajo en equipo'),
        skill('propia-b', 'Atención al detalle'),
      ],
      questions: [
        { id: 'p1', text: '¿Cómo explicas un cambio a un cliente?', skillIds: ['comunicacion'], goodAnswer: 'x' },
        { id: 'p3', text: 'Cuéntame un error que detectaste.', skillIds: ['propia-b'], goodAnswer: '' },
        { id: 'p2', text: '¿Qué fórmula usas más y por qué?', skillIds: ['propia-b'], goodAnswer: '' },
      ],
    };
    expect(designDifferences(version1, version2)).toEqual({
      skills: { added: ['Atención al detalle'], removed: ['Excel'], changed: ['Comunicación'] },
      questions: {
        added: ['Cuéntame un error que detectaste.'],
        removed: [],
        changed: ['¿Qué fórmula usas más y por qué?'],
      },
    });
    expect(hasDifferences(designDifferences(version1, version2))).toBe(true);
  });

  it('finds none between a version and itself, nor for a note only the team reads', () => {
    const noteOnly = {
      ...version1,
      questions: version1.questions.map((question) => ({ ...question, goodAnswer: 'Otra nota' })),
    };
    const differences = designDifferences(version1, noteOnly);
    expect(differences.skills).toEqual({ added: [], removed: [], changed: [] });
    expect(differences.questions).toEqual({ added: [], removed: [], changed: [] });
    expect(hasDifferences(differences)).toBe(false);
  });

  it('counts a renamed skill as changed, and names a removed question by its text', () => {
    const version2: DesignInput = {
      skills: [skill('comunicacion', 'Comunicación oral'), ...version1.skills.slice(1)],
      questions: version1.questions.slice(1),
    };
    expect(designDifferences(version1, version2)).toEqual({
      skills: { added: [], removed: [], changed: ['Comunicación oral'] },
      questions: { added: [], removed: ['¿Cómo explicas un cambio a un cliente?'], changed: [] },
    });
  });
});
