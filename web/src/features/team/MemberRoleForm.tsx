import { useState, type FormEvent } from 'react';
import type { Team, TeamMember } from '@clara/domain/team/schemas';
import { TEAM_TEXTS, type TeamAssignableRole } from '@clara/domain/team/texts';
import { ErrorText, failureMessage, SubmitButton } from '../../ui/forms';
import { useSetMemberRole } from './teamQueries';
import { RoleFields } from './RoleFields';

/**
 * Issue 32: the owner gives a member a role and, to a hiring manager, the vacancies they see. The server writes the
 * change and its audit entries together.
 */
export function MemberRoleForm({ member, vacancies }: { member: TeamMember; vacancies: Team['vacancies'] }) {
  const [role, setRole] = useState<TeamAssignableRole>(member.role === 'owner' ? 'recruiter' : member.role);
  const [vacancyIds, setVacancyIds] = useState<string[]>(member.vacancyIds);
  const save = useSetMemberRole();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ uid: member.uid, input: { role, vacancyIds: role === 'hiringManager' ? vacancyIds : [] } });
  };

  return (
    <form className="stack tm-role" onSubmit={submit} aria-label={`${TEAM_TEXTS.roleLabel} ${member.email}`}>
      <RoleFields
        role={role}
        vacancyIds={vacancyIds}
        vacancies={vacancies}
        onRole={setRole}
        onVacancies={setVacancyIds}
      />
      <div>
        <SubmitButton busy={save.isPending}>{TEAM_TEXTS.saveRole}</SubmitButton>
      </div>
      {save.isSuccess && <p role="status">{TEAM_TEXTS.roleSaved(member.email)}</p>}
      <ErrorText>{failureMessage(save.error)}</ErrorText>
    </form>
  );
}
