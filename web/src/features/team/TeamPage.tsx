import { TEAM_TEXTS } from '@clara/domain/team/texts';
import { RECRUITING_TEXTS } from '@clara/domain/recruiting/texts';
import { QueryProvider } from '../../platform/query';
import { DashboardSubpage } from '../../ui/DashboardSubpage';
import { ErrorText, failureMessage } from '../../ui/forms';
import { InviteForm } from './InviteForm';
import { TeamLists } from './TeamLists';
import { useRemoveMember, useRevokeInvitation, useTeam } from './teamQueries';
import './team.css';

/** /equipo: the company's members and invitations; the owner invites, revokes and removes. */
export default function TeamPage() {
  return (
    <QueryProvider>
      <Team />
    </QueryProvider>
  );
}

function Team() {
  const team = useTeam();
  const remove = useRemoveMember();
  const revoke = useRevokeInvitation();
  const confirmThen = (text: string, run: () => void) => {
    if (window.confirm(text)) run();
  };

  const data = team.data;
  const isOwner = data?.you.role === 'owner';
  return (
    <DashboardSubpage className="tm-page" mainClassName="container narrow">
      <section className="card stack">
        <h1>
          {TEAM_TEXTS.title}
          {data && ` · ${data.companyName}`}
        </h1>
        <p className="muted">{TEAM_TEXTS.intro}</p>
        {team.isPending && <p aria-busy="true">{RECRUITING_TEXTS.loading}</p>}
        {data && (
          <TeamLists
            team={data}
            manageRoles={isOwner}
            onRemove={
              isOwner
                ? (uid, email) => confirmThen(TEAM_TEXTS.confirmRemove(email), () => remove.mutate(uid))
                : undefined
            }
            onRevoke={
              isOwner ? (id, email) => confirmThen(TEAM_TEXTS.confirmRevoke(email), () => revoke.mutate(id)) : undefined
            }
          />
        )}
        {data &&
          (isOwner ? <InviteForm vacancies={data.vacancies} /> : <p className="muted">{TEAM_TEXTS.ownerManages}</p>)}
        <ErrorText>{failureMessage(team.error ?? remove.error ?? revoke.error)}</ErrorText>
      </section>
    </DashboardSubpage>
  );
}
