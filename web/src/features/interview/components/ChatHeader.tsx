import { PRODUCT } from '@clara/domain/brand';
import { Logo } from '../../../ui/BrandHeader';
import { Icon } from '../../../ui/Icon';

interface Props {
  title: string;
  onShare?: () => void;
  onNewInterview?: () => void;
  voice?: { enabled: boolean; toggle: () => void };
}

/** The chat page header: the logo back to the root, and the session's actions. */
export function ChatHeader({ title, onShare, onNewInterview, voice }: Props) {
  return (
    <header className="iv-chat-header">
      <Logo label={`${PRODUCT.name}: ir al inicio`} />
      <span className="iv-chat-title iv-hide-narrow">{title}</span>
      <span className="iv-spacer" />
      <div className="iv-chat-actions">
        {voice && (
          <button
            type="button"
            className="iv-tool-btn"
            onClick={voice.toggle}
            aria-pressed={voice.enabled}
            aria-label={voice.enabled ? `Desactivar la voz de ${PRODUCT.name}` : `Activar la voz de ${PRODUCT.name}`}
            title={voice.enabled ? `Desactivar la voz de ${PRODUCT.name}` : `Activar la voz de ${PRODUCT.name}`}
          >
            <Icon name={voice.enabled ? 'speaker' : 'speakerOff'} />
          </button>
        )}
        {onShare && (
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            onClick={onShare}
            aria-label="Compartir código"
            title="Compartir código"
          >
            <Icon name="link" size={18} />
            <span className="iv-hide-narrow" aria-hidden="true">
              Compartir código
            </span>
          </button>
        )}
        {onNewInterview && (
          <button type="button" className="btn btn-secondary btn-sm" onClick={onNewInterview}>
            Nueva Entrevista
          </button>
        )}
      </div>
    </header>
  );
}
