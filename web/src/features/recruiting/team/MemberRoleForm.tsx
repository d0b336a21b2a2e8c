import { useState, type FormEvent } from 'react';
import type { Team, TeamMember } from '@clara/domain/recruiting/team/schemas';
import { TEAM_ASSIGNABLE_ROLES, TEAM_TEXTS, type TeamAssignableRole } from '@clara/domain/recruiting/team/texts';
import { ErrorText, failureMessage, SubmitButton } from '../../../ui/forms';
import { useSetMemberRole } from './teamQueries';

/**
 * Issue 32: the owner gives a member a role and, to a hiring manager, the vacancies they see. The server writes the
 * change and its audit entries together.
 */
export function MemberRoleForm({ member, vacancies }: { member: TeamMember; vacancies: Team['vacancies'] }) {
  const [role, setRole] = useState<TeamAssignableRole>(member.role === 'owner' ? 'recruiter' : member.role);
  const [vacancyIds, setVacancyIds] = useState<string[]>(member.vacancyIds);
  const save = useSetMemberRole();
  const toggle = (id: string, on: boolean) =>
    setVacancyIds((current) => (on ? [...current, id] : current.filter((other) => other !== id)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ uid: member.uid, input: { role, vacancyIds: role === 'hiringManager' ? vacancyIds : [] } });
  };

  return (
    <form className="stack rc-team-role" onSubmit={submit} aria-label={`${TEAM_TEXTS.roleLabel} ${member.email}`}>
      <label className="field">
        <span>{TEAM_TEXTS.roleLabel}</span>
        <select value={role} onChange={(event) => setRole(event.target.value as TeamAssignableRole)}>
          {TEAM_ASSIGNABLE_ROLES.map((option) => (
            <option key={option} value={option}>
              {TEAM_TEXTS.roles[option]}
            </option>
          ))}
        </select>
      </label>
      <p className="muted rc-small">{TEAM_TEXTS.roleHelp[role]}</p>
      {role === 'hiringManager' && (
        <fieldset className="rc-team-vacancies">
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
      <div>
        <SubmitButton busy={save.isPending}>{TEAM_TEXTS.saveRole}</SubmitButton>
      </div>
      {save.isSuccess && <p role="status">{TEAM_TEXTS.roleSaved(member.email)}</p>}
      <ErrorText>{failureMessage(save.error)}</ErrorText>
    </form>
  );
}
