import { Link } from 'react-router-dom';
import { COACH_TEXTS, type Coach } from '@clara/domain/coaches/model';
import { Icon } from '../../../ui/Icon';
import type { CoachChatDialog } from './CoachChatDialogs';

interface Props {
  coach: Coach | null;
  canShare: boolean;
  canStartOver: boolean;
  onOpen(dialog: Exclude<CoachChatDialog, null>): void;
}

/** The chat's top bar: back to the twins, who is talking, and the buttons that open the dialogs. */
export function CoachChatBar({ coach, canShare, canStartOver, onOpen }: Props) {
  return (
    <>
      <Link to="/coachdigital" className="cx-back" aria-label="Volver a los gemelos digitales">
        <Icon name="back" />
      </Link>
      {coach && <img className="cx-chat-avatar" src={coach.image} alt="" width={44} height={44} />}
      <div className="cx-chat-who">
        <h1>{coach?.name || '…'}</h1>
        <p className="muted">{coach?.title}</p>
      </div>
      <div className="cx-chat-actions">
        <button
          type="button"
          className="btn btn-ghost cx-icon-text"
          onClick={() => onOpen('info')}
          disabled={!coach}
          aria-label="Información del coach"
        >
          <Icon name="info" />
          <span className="cx-hide-sm">Información</span>
        </button>
        <button
          type="button"
          className="btn btn-ghost cx-icon-text"
          onClick={() => onOpen('share')}
          disabled={!canShare}
          aria-label="Compartir sesión"
        >
          <Icon name="share" />
          <span className="cx-hide-sm">Compartir</span>
        </button>
        <button
          type="button"
          className="btn btn-secondary cx-icon-text"
          onClick={() => onOpen('new')}
          disabled={!canStartOver}
          aria-label={COACH_TEXTS.newConversation}
        >
          <Icon name="plus" />
          <span className="cx-hide-sm">{COACH_TEXTS.newConversation}</span>
        </button>
      </div>
    </>
  );
}
