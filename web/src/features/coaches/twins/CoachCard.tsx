import { useState } from 'react';
import { COACH_LABELS_COLLAPSED } from '@clara/domain/constants';
import { COACH_TEXTS, coachPriceLabel, type Coach } from '@clara/domain/coaches/model';
import { LabelList } from '../shared/Catalogue';

/** A coach card: collapsed shows two labels and a short bio; expanded shows everything. */
export function CoachCard({ coach, onConverse }: { coach: Coach; onConverse: (coach: Coach) => void }) {
  const [expanded, setExpanded] = useState(false);
  const [allLabels, setAllLabels] = useState(false);
  const labels = allLabels ? coach.labels : coach.labels.slice(0, COACH_LABELS_COLLAPSED);
  const hiddenCount = coach.labels.length - COACH_LABELS_COLLAPSED;
  const detailsId = `coach-details-${coach.id}`;
  return (
    <article
      className={`card cx-card${expanded ? ' expanded' : ''}${coach.available ? '' : ' is-unavailable'}`}
      data-testid="coach-card"
      aria-label={coach.name}
    >
      <div className="cx-card-top">
        <img
          className="cx-card-image"
          src={coach.image}
          alt={`Retrato ilustrado de ${coach.name}`}
          width={88}
          height={88}
          loading="lazy"
        />
        <div className="cx-card-heading">
          <h2 className="cx-card-name">{coach.name}</h2>
          <p className="cx-card-title">{coach.title}</p>
          <div className="row cx-badges">
            <span className={`badge ${coach.price > 0 ? 'badge-yellow' : 'badge-green'}`}>
              {coachPriceLabel(coach.price)}
            </span>
            {!coach.available && <span className="badge badge-blue cx-training">{COACH_TEXTS.inTraining}</span>}
          </div>
        </div>
      </div>

      <LabelList labels={labels} label="Etiquetas">
        {hiddenCount > 0 && (
          <li>
            <button
              type="button"
              className="link-btn cx-link-btn"
              aria-expanded={allLabels}
              onClick={() => setAllLabels((v) => !v)}
            >
              {allLabels ? COACH_TEXTS.showFewerLabels : `${COACH_TEXTS.showAllLabels} (+${hiddenCount})`}
            </button>
          </li>
        )}
      </LabelList>

      <p className={`cx-card-bio${expanded ? '' : ' is-clamped'}`}>{coach.bio}</p>
      {expanded && (
        <div id={detailsId} className="cx-card-details">
          <p>{coach.description}</p>
          {coach.disclaimer && <p className="cx-disclaimer">{coach.disclaimer}</p>}
        </div>
      )}

      <div className="cx-card-actions">
        <button
          type="button"
          className="btn btn-ghost"
          aria-expanded={expanded}
          aria-controls={detailsId}
          onClick={() => setExpanded((v) => !v)}
        >
          {expanded ? 'Ver menos' : 'Ver más'}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          disabled={!coach.available}
          title={coach.available ? undefined : COACH_TEXTS.coachUnavailable}
          onClick={() => onConverse(coach)}
        >
          {COACH_TEXTS.converse}
        </button>
      </div>
    </article>
  );
}
