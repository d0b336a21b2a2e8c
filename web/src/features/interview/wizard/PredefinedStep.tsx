import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { QueryProvider } from '../../../platform/query';
import { interviewQueries } from '../queries';
import { CHAT_TEXTS } from '../rules/messages';
import { reportError } from '../../../platform/log';

interface Props {
  selected: string | null;
  onSelect: (id: string) => void;
}

/** Predefined path: pick one interview from the list and read its description. */
export function PredefinedStep(props: Props) {
  return (
    <QueryProvider>
      <PredefinedList {...props} />
    </QueryProvider>
  );
}

function PredefinedList({ selected, onSelect }: Props) {
  const query = useQuery(interviewQueries.predefined());
  const failed = query.isError;
  const list = query.data;

  useEffect(() => {
    if (!failed) return;
    reportError('No se pudieron cargar las entrevistas predefinidas', query.error);
    window.alert(CHAT_TEXTS.predefinedListFailed);
  }, [failed, query.error]);

  if (failed) return <p className="error-text">{CHAT_TEXTS.predefinedListFailed}</p>;
  if (!list)
    return (
      <div className="row" aria-busy="true">
        <span className="spinner iv-spinner-sm" /> <span className="muted">Cargando entrevistas…</span>
      </div>
    );
  if (list.length === 0) return <p className="muted">No hay entrevistas predefinidas disponibles por ahora.</p>;

  const chosen = list.find((item) => item.id === selected);
  return (
    <div className="stack">
      <div className="iv-choice-list" role="radiogroup" aria-label="Entrevistas predefinidas">
        {list.map((item) => (
          <label key={item.id} className={`iv-choice${item.id === selected ? ' is-selected' : ''}`}>
            <input
              type="radio"
              name="predefined"
              value={item.id}
              checked={item.id === selected}
              onChange={() => onSelect(item.id)}
            />
            <span className="iv-choice-title">{item.Entrevista}</span>
          </label>
        ))}
      </div>
      {chosen && (
        <div className="iv-description-box" aria-live="polite">
          <strong>{chosen.Entrevista}</strong>
          <p>{chosen.Descripción}</p>
        </div>
      )}
    </div>
  );
}
