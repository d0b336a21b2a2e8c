/**
 * Issue 33: what changed in a vacancy's interview design between two versions of its rubric, as the works-council
 * sheet lists it: skills and own questions added, removed or changed (matched by their ids).
 */
import type { DesignInput, Skill } from '../analysis/design';

export interface ListDifferences {
  added: string[];
  removed: string[];
  changed: string[];
}

export interface DesignDifferences {
  skills: ListDifferences;
  questions: ListDifferences;
}

const skillContent = (skill: Skill) =>
  JSON.stringify([
    skill.name.trim(),
    skill.description.trim(),
    skill.anchors[1].trim(),
    skill.anchors[3].trim(),
    skill.anchors[5].trim(),
  ]);

function compare<T extends { id: string }>(
  previous: readonly T[],
  current: readonly T[],
  content: (item: T) => string,
  label: (item: T) => string,
): ListDifferences {
  const before = new Map(previous.map((item) => [item.id, item]));
  const now = new Map(current.map((item) => [item.id, item]));
  return {
    added: current.filter((item) => !before.has(item.id)).map(label),
    removed: previous.filter((item) => !now.has(item.id)).map(label),
    changed: current
      .filter((item) => before.has(item.id) && content(before.get(item.id)!) !== content(item))
      .map(label),
  };
}

/** The differences from `previous` to `current` (each label names the item as it is now, or was when removed). */
export function designDifferences(previous: DesignInput, current: DesignInput): DesignDifferences {
  const skillName = new Map([...previous.skills, ...current.skills].map((skill) => [skill.id, skill.name]));
  return {
    skills: compare(previous.skills, current.skills, skillContent, (skill) => skill.name),
    questions: compare(
      previous.questions,
      current.questions,
      (question) =>
        JSON.stringify([question.text.trim(), question.skillIds.map((id) => skillName.get(id) ?? id).sort()]),
      (question) => question.text,
    ),
  };
}

/** Whether two versions differ at all. */
export const hasDifferences = (differences: DesignDifferences): boolean =>
  [differences.skills, differences.questions].some(
    (list) => list.added.length + list.removed.length + list.changed.length > 0,
  );
