import { useState, type FormEvent } from 'react';
import { TEAM_TEXTS } from '@clara/domain/recruiting/team/texts';
import { ErrorText, failureMessage, SubmitButton } from '../../../ui/forms';
import { useInviteMember } from './teamQueries';

/** The owner's form to invite a colleague by email; the lists refresh once the invitation is stored. */
export function InviteForm() {
  const [email, setEmail] = useState('');
  const invite = useInviteMember();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    invite.mutate(email.trim(), { onSuccess: () => setEmail('') });
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
      <div>
        <SubmitButton busy={invite.isPending}>{TEAM_TEXTS.inviteButton}</SubmitButton>
      </div>
      {invite.isSuccess && <p role="status">{TEAM_TEXTS.invited(invite.data.email)}</p>}
      <ErrorText>{failureMessage(invite.error)}</ErrorText>
    </form>
  );
}
