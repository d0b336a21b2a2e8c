import { useState, type FormEvent } from 'react';
import { TEAM_TEXTS } from '@clara/domain/recruiting/team/texts';
import { ErrorText, SubmitButton } from '../../../ui/forms';
import { inviteMember } from './teamApi';

/** The owner's form to invite a colleague by email; `onInvited` refreshes the lists. */
export function InviteForm({ onInvited }: { onInvited: () => void }) {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    setSent(null);
    try {
      const invitation = await inviteMember(email.trim());
      setSent(TEAM_TEXTS.invited(invitation.email));
      setEmail('');
      onInvited();
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : String(cause));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="stack" onSubmit={submit}>
      <h2>{TEAM_TEXTS.inviteHeading}</h2>
      <label className="field">
        <span>{TEAM_TEXTS.inviteEmailLabel}</span>
        <input type="email" required autoComplete="off" value={email} onChange={(event) => setEmail(event.target.value)} />
      </label>
      <div>
        <SubmitButton busy={busy}>{TEAM_TEXTS.inviteButton}</SubmitButton>
      </div>
      {sent && <p role="status">{sent}</p>}
      <ErrorText>{error}</ErrorText>
    </form>
  );
}
