import { useState, type FormEvent } from 'react';
import type { Team } from '@clara/domain/team/schemas';
import { TEAM_TEXTS, type TeamAssignableRole } from '@clara/domain/team/texts';
import { ErrorText, failureMessage, SubmitButton } from '../../ui/forms';
import { useInviteMember } from './teamQueries';
import { RoleFields } from './RoleFields';

/**
 * The owner's form to invite a colleague by email, with the role they join with (issue 32); the lists refresh once
 * the invitation is stored.
 */
export function InviteForm({ vacancies }: { vacancies: Team['vacancies'] }) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<TeamAssignableRole>('recruiter');
  const [vacancyIds, setVacancyIds] = useState<string[]>([]);
  const invite = useInviteMember();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = { email: email.trim(), role, vacancyIds: role === 'hiringManager' ? vacancyIds : [] };
    invite.mutate(input, { onSuccess: () => setEmail('') });
  };

  return (
    <form className="stack" onSubmit={submit}>
      <h2>{TEAM_TEXTS.inviteHeading}</h2>
      <label className="field">
        <span>{TEAM_TEXTS.inviteEmailLabel}</span>
        <input
          type="email"
          required
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </label>
      <RoleFields
        role={role}
        vacancyIds={vacancyIds}
        vacancies={vacancies}
        onRole={setRole}
        onVacancies={setVacancyIds}
      />
      <div>
        <SubmitButton busy={invite.isPending}>{TEAM_TEXTS.inviteButton}</SubmitButton>
      </div>
      {invite.isSuccess && <p role="status">{TEAM_TEXTS.invited(invite.data.email)}</p>}
      <ErrorText>{failureMessage(invite.error)}</ErrorText>
    </form>
  );
}
