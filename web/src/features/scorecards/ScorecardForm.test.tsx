// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { catalogueSkill } from '@clara/domain/analysis/design';
import { RUBRIC_VERSION } from '@clara/domain/analysis/rubric';
import type { Scorecard, ScorecardSkill } from '@clara/domain/scorecards/model';
import { ScorecardForm } from './ScorecardForm';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const fromCatalogue = (id: string): ScorecardSkill => {
  const { name, description, anchors } = catalogueSkill(id)!;
  return { id, name, description, anchors };
};
/** A vacancy's rubric (issue 30): two catalogue skills and one of the company's own, without a description. */
const SKILLS: ScorecardSkill[] = [
  fromCatalogue('calidad-seguridad'),
  fromCatalogue('atencion-cliente'),
  {
    id: 'propia-cocina-fria',
    name: 'Cocina fría y emplatado',
    description: '',
    anchors: {
      1: 'No cuenta experiencia en fríos.',
      3: 'Ha trabajado en fríos, sin detalle.',
      5: 'Volumen y técnica.',
    },
  },
];

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
});

function renderForm(initial: Scorecard | null = null): HTMLElement {
  const container = document.createElement('div');
  root = createRoot(container);
  act(() =>
    root!.render(
      <QueryClientProvider client={new QueryClient()}>
        <ScorecardForm applicationId="app-1" skills={SKILLS} initial={initial} />
      </QueryClientProvider>,
    ),
  );
  return container;
}

describe("the scorecard form on a vacancy's rubric (issue 30)", () => {
  it('shows one row per skill with its name and its 1, 3 and 5 anchors, rated 1 to 5', () => {
    const form = renderForm();
    const rows = [...form.querySelectorAll('fieldset[data-skill-id]')];
    expect(rows.map((row) => row.getAttribute('data-skill-id'))).toEqual(SKILLS.map((skill) => skill.id));
    rows.forEach((row, index) => {
      const skill = SKILLS[index]!;
      expect(row.querySelector('legend')?.textContent).toBe(skill.name);
      const anchors = [...row.querySelectorAll('li')].map((item) => item.textContent);
      expect(anchors).toEqual([`1 ${skill.anchors[1]}`, `3 ${skill.anchors[3]}`, `5 ${skill.anchors[5]}`]);
      const levels = [...row.querySelectorAll('input[type="radio"]')].map((input) => input.getAttribute('aria-label'));
      expect(levels).toEqual([1, 2, 3, 4, 5].map((level) => `${skill.name}: ${level}`));
    });
    // The own skill has no description: no empty line.
    expect(rows[2]!.querySelector('p')).toBeNull();
  });

  it('editing a scorecard made on the default six keeps only the ratings of skills still in the rubric', () => {
    const old: Scorecard = {
      applicationId: 'app-1',
      author: { uid: 'ana', email: 'ana@empresa.test' },
      ratings: { comunicacion: 4, especificidad: 4 },
      rubricVersion: RUBRIC_VERSION,
      recommendation: 'advance',
      note: '',
      createdAt: 1,
      updatedAt: 1,
      sawAnalysisFirst: false,
      blind: true,
    };
    const form = renderForm(old);
    expect(form.querySelectorAll('input[type="radio"][name^="rating-"]:checked')).toHaveLength(0);
  });
});
