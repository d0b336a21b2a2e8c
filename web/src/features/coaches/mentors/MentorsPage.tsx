import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { MENTOR_TEXTS, MENTORS, mentorPriceLabel, type Mentor } from '@clara/domain/coaches/mentors';
import { filterBySearch } from '@clara/domain/coaches/search';
import { ModalActions } from '../../../ui/forms';
import { Modal } from '../../../ui/Modal';
import { CatalogueHero, CatalogueResults, LabelList } from '../shared/Catalogue';
import { PageHeader } from '../shared/PageHeader';
import '../coaches.css';

/** /mentor: the ten sample mentors (static, see domain/src/coaches/mentors.ts); booking is not possible yet. */
export default function MentorsPage() {
  // ?buscar= opens the catalogue already searched (the analysis page's "Cómo mejorar" links here).
  const [searchParams] = useSearchParams();
  const [query, setQuery] = useState(() => searchParams.get('buscar') ?? '');
  const [booking, setBooking] = useState<Mentor | null>(null);
  const visible = useMemo(() => filterBySearch(MENTORS, query), [query]);
  return (
    <>
      <PageHeader />
      <main className="container cx-page">
        <CatalogueHero
          eyebrow="Mentores 1 a 1"
          title="Prepárate con personas expertas"
          intro="Sesiones individuales con profesionales de reclutamiento, liderazgo, tecnología y más. Precio por sesión en dólares estadounidenses."
          search={{ label: 'Buscar mentores', placeholder: MENTOR_TEXTS.searchPlaceholder, query, onQuery: setQuery }}
        />
        <CatalogueResults
          count={visible.length === 1 ? '1 mentor' : `${visible.length} mentores`}
          empty={visible.length === 0}
          noResults={MENTOR_TEXTS.noResults}
        >
          {visible.map((mentor) => (
            <article
              key={mentor.id}
              className={`card cx-card${mentor.available ? '' : ' is-unavailable'}`}
              data-testid="mentor-card"
              aria-label={mentor.name}
            >
              <div className="cx-card-top">
                <img
                  className="cx-card-image"
                  src={mentor.image}
                  alt={`Avatar de ${mentor.name}`}
                  width={88}
                  height={88}
                  loading="lazy"
                />
                <div className="cx-card-heading">
                  <h2 className="cx-card-name">{mentor.name}</h2>
                  <p className="cx-card-title">{mentor.title}</p>
                  <p className="cx-price">
                    <strong>{mentorPriceLabel(mentor.price)}</strong>{' '}
                    <span className="muted">{MENTOR_TEXTS.perSession}</span>
                  </p>
                </div>
              </div>
              <LabelList labels={mentor.labels} label="Temas" />
              <p className="cx-card-bio">{mentor.bio}</p>
              <div className="cx-card-actions">
                {mentor.available ? (
                  <button type="button" className="btn btn-primary" onClick={() => setBooking(mentor)}>
                    {MENTOR_TEXTS.schedule}
                  </button>
                ) : (
                  <button type="button" className="btn btn-ghost cx-unavailable" disabled>
                    {MENTOR_TEXTS.unavailable}
                  </button>
                )}
              </div>
            </article>
          ))}
        </CatalogueResults>
        <p className="muted cx-footnote">
          ¿Quieres practicar ahora mismo? Conversa gratis con un <Link to="/coachdigital">gemelo digital</Link>.
        </p>
      </main>
      {booking && (
        <Modal title={MENTOR_TEXTS.bookingTitle} onClose={() => setBooking(null)}>
          <p role="status">{MENTOR_TEXTS.bookingNotYet(booking.name)}</p>
          <ModalActions className="cx-modal-actions">
            <button type="button" className="btn btn-primary" onClick={() => setBooking(null)}>
              Entendido
            </button>
          </ModalActions>
        </Modal>
      )}
    </>
  );
}
