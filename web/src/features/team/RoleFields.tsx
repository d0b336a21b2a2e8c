import type { Team } from '@clara/domain/team/schemas';
import { TEAM_ASSIGNABLE_ROLES, TEAM_TEXTS, type TeamAssignableRole } from '@clara/domain/team/texts';

/**
 * Issue 32: a role and, for a hiring manager, the vacancies they see: chosen when inviting a colleague and when
 * changing a member's role.
 */
export function RoleFields({
  role,
  vacancyIds,
  vacancies,
  onRole,
  onVacancies,
}: {
  role: TeamAssignableRole;
  vacancyIds: readonly string[];
  vacancies: Team['vacancies'];
  onRole: (role: TeamAssignableRole) => void;
  onVacancies: (ids: string[]) => void;
}) {
  const toggle = (id: string, on: boolean) =>
    onVacancies(on ? [...vacancyIds, id] : vacancyIds.filter((other) => other !== id));
  return (
    <>
      <label className="field">
        <span>{TEAM_TEXTS.roleLabel}</span>
        <select value={role} onChange={(event) => onRole(event.target.value as TeamAssignableRole)}>
          {TEAM_ASSIGNABLE_ROLES.map((option) => (
            <option key={option} value={option}>
              {TEAM_TEXTS.roles[option]}
            </option>
          ))}
        </select>
      </label>
      <p className="muted small">{TEAM_TEXTS.roleHelp[role]}</p>
      {role === 'hiringManager' && (
        <fieldset className="tm-vacancies">
          <legend>{TEAM_TEXTS.vacanciesLabel}</legend>
          {vacancies.map((vacancy) => (
            <label key={vacancy.id} className="row">
              <input
                type="checkbox"
                checked={vacancyIds.includes(vacancy.id)}
                onChange={(event) => toggle(vacancy.id, event.target.checked)}
              />
              <span>{vacancy.title}</span>
            </label>
          ))}
        </fieldset>
      )}
    </>
  );
}
