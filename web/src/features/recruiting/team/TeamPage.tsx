import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Team } from '@clara/domain/recruiting/team/schemas';
import { TEAM_TEXTS } from '@clara/domain/recruiting/team/texts';
import { RECRUITING_TEXTS } from '@clara/domain/recruiting/texts';
import { SiteHeader } from '../../../ui/BrandHeader';
import { ErrorText } from '../../../ui/forms';
import { InviteForm } from './InviteForm';
import { TeamLists } from './TeamLists';
import { fetchTeam, removeMember, revokeInvitation } from './teamApi';
import '../recruiting.css';

/** /equipo: the company's members and invitations; the owner invites, revokes and removes. */
export default function TeamPage() {
  const [team, setTeam] = useState<Team | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(() => {
    fetchTeam()
      .then((loaded) => {
        setTeam(loaded);
        setError(null);
      })
      .catch((cause: unknown) => setError(cause instanceof Error ? cause.message : String(cause)));
  }, []);

  useEffect(load, [load]);

  const act = (confirmText: string, action: () => Promise<unknown>) => {
    if (!window.confirm(confirmText)) return;
    action().then(load, (cause: unknown) => setError(cause instanceof Error ? cause.message : String(cause)));
  };

  const isOwner = team?.you.role === 'owner';
  return (
    <div className="rc-dash">
      <SiteHeader to="/dashboard">
        <Link to="/dashboard">{TEAM_TEXTS.backToDashboard}</Link>
      </SiteHeader>
      <main className="container rc-narrow">
        <section className="card stack">
          <h1>
            {TEAM_TEXTS.title}
            {team && ` · ${team.companyName}`}
          </h1>
          <p className="muted">{TEAM_TEXTS.intro}</p>
          {!team && !error && <p aria-busy="true">{RECRUITING_TEXTS.loading}</p>}
          {team && (
            <TeamLists
              team={team}
              onRemove={isOwner ? (uid, email) => act(TEAM_TEXTS.confirmRemove(email), () => removeMember(uid)) : undefined}
              onRevoke={isOwner ? (id, email) => act(TEAM_TEXTS.confirmRevoke(email), () => revokeInvitation(id)) : undefined}
            />
          )}
          {team && (isOwner ? <InviteForm onInvited={load} /> : <p className="muted">{TEAM_TEXTS.ownerManages}</p>)}
          <ErrorText>{error}</ErrorText>
        </section>
      </main>
    </div>
  );
}
