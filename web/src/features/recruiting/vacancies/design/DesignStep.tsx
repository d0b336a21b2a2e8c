import { useState } from 'react';
import {
  DESIGN_LIMITS,
  SKILL_CATALOGUE,
  vagueSkillHint,
  type DesignInput,
  type OwnQuestion,
  type Skill,
} from '@clara/domain/analysis/design';
import { DESIGN_TEXTS } from '@clara/domain/analysis/texts';

/**
 * Issue 30: the interview design step of the vacancy create and edit forms (skippable: `null` is no design, the
 * default six competencies). Key skills from the catalogue or the company's own with their anchors, and up to
 * ten ordered own questions, each tied to skills, each with a note the candidate never sees. The server checks
 * the same rules (domain `designInputSchema`) and answers its Spanish error.
 */
export function DesignStep({
  value,
  onChange,
  rubricVersion,
}: {
  value: DesignInput | null;
  onChange: (value: DesignInput | null) => void;
  rubricVersion?: number;
}) {
  const enabled = value !== null;
  const design = value ?? { skills: [], questions: [] };
  const setSkills = (skills: Skill[]) =>
    onChange({
      skills,
      // A question keeps only the skills still chosen.
      questions: design.questions.map((question) => ({
        ...question,
        skillIds: question.skillIds.filter((id) => skills.some((skill) => skill.id === id)),
      })),
    });
  const setQuestions = (questions: OwnQuestion[]) => onChange({ ...design, questions });

  return (
    <fieldset className="rc-design" data-testid="design-step">
      <legend>{DESIGN_TEXTS.title}</legend>
      <p className="muted">{DESIGN_TEXTS.intro}</p>
      <label className="rc-design-toggle">
        <input
          type="checkbox"
          name="designEnabled"
          checked={enabled}
          onChange={(event) => onChange(event.target.checked ? { skills: [], questions: [] } : null)}
        />{' '}
        {DESIGN_TEXTS.enable}
      </label>
      {enabled && (
        <>
          {rubricVersion !== undefined && <p className="muted">{DESIGN_TEXTS.versionNote(rubricVersion)}</p>}
          <SkillsSection skills={design.skills} onChange={setSkills} />
          <QuestionsSection skills={design.skills} questions={design.questions} onChange={setQuestions} />
        </>
      )}
    </fieldset>
  );
}

const newId = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

function SkillsSection({ skills, onChange }: { skills: Skill[]; onChange: (skills: Skill[]) => void }) {
  const chosen = new Set(skills.map((skill) => skill.id));
  const own = skills.filter((skill) => !skill.catalogueId);
  const toggle = (id: string, on: boolean) => {
    const entry = SKILL_CATALOGUE.find((skill) => skill.catalogueId === id)!;
    onChange(
      on
        ? [
            ...skills,
            {
              id: entry.catalogueId,
              catalogueId: entry.catalogueId,
              name: entry.name,
              description: entry.description,
              anchors: { ...entry.anchors },
            },
          ]
        : skills.filter((skill) => skill.id !== id),
    );
  };
  return (
    <div className="rc-design-block">
      <h3>
        {DESIGN_TEXTS.skillsTitle} <span className="muted">{DESIGN_TEXTS.skillsCount(skills.length)}</span>
      </h3>
      <p className="muted">{DESIGN_TEXTS.catalogue}</p>
      <div className="rc-design-catalogue">
        {SKILL_CATALOGUE.map((skill) => (
          <label key={skill.catalogueId} title={skill.description}>
            <input
              type="checkbox"
              checked={chosen.has(skill.catalogueId)}
              disabled={!chosen.has(skill.catalogueId) && skills.length >= DESIGN_LIMITS.maxSkills}
              onChange={(event) => toggle(skill.catalogueId, event.target.checked)}
            />{' '}
            {skill.name}
          </label>
        ))}
      </div>
      {own.map((skill) => (
        <div key={skill.id} className="rc-design-own" data-testid="own-skill">
          <p>
            <strong>{skill.name}</strong>{' '}
            <button
              type="button"
              className="link-btn"
              onClick={() => onChange(skills.filter((item) => item.id !== skill.id))}
            >
              {DESIGN_TEXTS.removeSkill}
            </button>
          </p>
        </div>
      ))}
      {skills.length < DESIGN_LIMITS.maxSkills && <OwnSkillForm onAdd={(skill) => onChange([...skills, skill])} />}
    </div>
  );
}

function OwnSkillForm({ onAdd }: { onAdd: (skill: Skill) => void }) {
  const [name, setName] = useState('');
  const [anchors, setAnchors] = useState({ 1: '', 3: '', 5: '' });
  const hint = vagueSkillHint(name);
  const ready = name.trim() && anchors[1].trim() && anchors[3].trim() && anchors[5].trim();
  return (
    <details className="rc-design-own-form">
      <summary>{DESIGN_TEXTS.ownSkill}</summary>
      <label className="field">
        <span>{DESIGN_TEXTS.ownSkillName}</span>
        <input
          name="ownSkillName"
          maxLength={DESIGN_LIMITS.skillName}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
      </label>
      {hint && (
        <p className="rc-design-hint" role="status">
          {hint}
        </p>
      )}
      {([1, 3, 5] as const).map((level) => (
        <label key={level} className="field">
          <span>{DESIGN_TEXTS.anchor(level)}</span>
          <input
            name={`ownSkillAnchor${level}`}
            maxLength={DESIGN_LIMITS.anchor}
            value={anchors[level]}
            onChange={(event) => setAnchors({ ...anchors, [level]: event.target.value })}
          />
        </label>
      ))}
      <button
        type="button"
        className="btn btn-outline"
        disabled={!ready}
        onClick={() => {
          onAdd({ id: newId('propia'), name: name.trim(), description: '', anchors });
          setName('');
          setAnchors({ 1: '', 3: '', 5: '' });
        }}
      >
        {DESIGN_TEXTS.addSkill}
      </button>
    </details>
  );
}

function QuestionsSection({
  skills,
  questions,
  onChange,
}: {
  skills: Skill[];
  questions: OwnQuestion[];
  onChange: (questions: OwnQuestion[]) => void;
}) {
  const update = (index: number, patch: Partial<OwnQuestion>) =>
    onChange(questions.map((question, i) => (i === index ? { ...question, ...patch } : question)));
  const move = (index: number, by: number) => {
    const next = [...questions];
    const [item] = next.splice(index, 1);
    next.splice(index + by, 0, item!);
    onChange(next);
  };
  return (
    <div className="rc-design-block">
      <h3>{DESIGN_TEXTS.questionsTitle}</h3>
      <p className="muted">{DESIGN_TEXTS.questionsIntro}</p>
      <ol className="rc-design-questions">
        {questions.map((question, index) => (
          <li key={question.id} data-testid="own-question-form">
            <label className="field">
              <span>{DESIGN_TEXTS.question(index + 1)}</span>
              <textarea
                name={`question${index + 1}`}
                rows={2}
                maxLength={DESIGN_LIMITS.question}
                value={question.text}
                onChange={(event) => update(index, { text: event.target.value })}
              />
            </label>
            <p className="muted">{DESIGN_TEXTS.questionSkills}</p>
            <div className="rc-design-catalogue">
              {skills.map((skill) => (
                <label key={skill.id}>
                  <input
                    type="checkbox"
                    checked={question.skillIds.includes(skill.id)}
                    onChange={(event) =>
                      update(index, {
                        skillIds: event.target.checked
                          ? [...question.skillIds, skill.id]
                          : question.skillIds.filter((id) => id !== skill.id),
                      })
                    }
                  />{' '}
                  {skill.name}
                </label>
              ))}
            </div>
            <label className="field">
              <span>{DESIGN_TEXTS.goodAnswer}</span>
              <textarea
                name={`goodAnswer${index + 1}`}
                rows={2}
                maxLength={DESIGN_LIMITS.goodAnswer}
                value={question.goodAnswer}
                onChange={(event) => update(index, { goodAnswer: event.target.value })}
              />
            </label>
            <div className="rc-design-actions">
              <button type="button" className="link-btn" disabled={index === 0} onClick={() => move(index, -1)}>
                {DESIGN_TEXTS.moveUp}
              </button>
              <button
                type="button"
                className="link-btn"
                disabled={index === questions.length - 1}
                onClick={() => move(index, 1)}
              >
                {DESIGN_TEXTS.moveDown}
              </button>
              <button
                type="button"
                className="link-btn"
                onClick={() => onChange(questions.filter((_, i) => i !== index))}
              >
                {DESIGN_TEXTS.removeQuestion}
              </button>
            </div>
          </li>
        ))}
      </ol>
      {questions.length < DESIGN_LIMITS.maxQuestions && (
        <button
          type="button"
          className="btn btn-outline"
          onClick={() => onChange([...questions, { id: newId('p'), text: '', skillIds: [], goodAnswer: '' }])}
        >
          {DESIGN_TEXTS.addQuestion}
        </button>
      )}
    </div>
  );
}

/** The form's copy of a stored design (its rubric version is the server's). */
export function designFormOf(
  design: { skills: Skill[]; questions: OwnQuestion[] } | null | undefined,
): DesignInput | null {
  if (!design) return null;
  return {
    skills: design.skills.map((skill) => ({ ...skill, anchors: { ...skill.anchors } })),
    questions: design.questions.map((question) => ({ ...question, skillIds: [...question.skillIds] })),
  };
}
