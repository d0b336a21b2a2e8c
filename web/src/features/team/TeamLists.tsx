import { formatDateTime } from '@clara/domain/common/dates';
import type { Team } from '@clara/domain/team/schemas';
import { TEAM_TEXTS } from '@clara/domain/team/texts';
import { MemberRoleForm } from './MemberRoleForm';

interface TeamListsProps {
  team: Team;
  /** Only the owner gets the remove and revoke buttons. */
  onRemove?: (uid: string, email: string) => void;
  onRevoke?: (id: string, email: string) => void;
  /** The owner sets each member's role (and a hiring manager's vacancies). */
  manageRoles?: boolean;
}

/** The members (owner first) and the pending invitations. */
export function TeamLists({ team, onRemove, onRevoke, manageRoles }: TeamListsProps) {
  return (
    <>
      <h2>{TEAM_TEXTS.membersHeading}</h2>
      <ul className="tm-list">
        {team.members.map((member) => (
          <li key={member.uid}>
            <span className="tm-who">
              <strong>{member.email}</strong>{' '}
              {member.uid === team.you.uid && <span className="muted">{TEAM_TEXTS.you}</span>}
              <span className="muted small">
                {TEAM_TEXTS.roles[member.role]}
                {member.joinedAt !== null && ` · ${TEAM_TEXTS.joinedAt} ${formatDateTime(member.joinedAt)}`}
              </span>
            </span>
            {manageRoles && member.role !== 'owner' && <MemberRoleForm member={member} vacancies={team.vacancies} />}
            {onRemove && member.role !== 'owner' && (
              <button
                type="button"
                className="btn btn-secondary"
                onClick={() => onRemove(member.uid, member.email)}
                aria-label={`${TEAM_TEXTS.remove} ${member.email}`}
              >
                {TEAM_TEXTS.remove}
              </button>
            )}
          </li>
        ))}
      </ul>
      <h2>{TEAM_TEXTS.invitationsHeading}</h2>
      {team.invitations.length === 0 ? (
        <p className="muted">{TEAM_TEXTS.noInvitations}</p>
      ) : (
        <ul className="tm-list">
          {team.invitations.map((invitation) => (
            <li key={invitation.id}>
              <span className="tm-who">
                <strong>{invitation.email}</strong>
                <span className="muted small">
                  {TEAM_TEXTS.roles[invitation.role]} · {TEAM_TEXTS.invitedAt} {formatDateTime(invitation.createdAt)}
                </span>
              </span>
              {onRevoke && (
                <button
                  type="button"
                  className="btn btn-secondary"
                  onClick={() => onRevoke(invitation.id, invitation.email)}
                  aria-label={`${TEAM_TEXTS.revoke} ${invitation.email}`}
                >
                  {TEAM_TEXTS.revoke}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
