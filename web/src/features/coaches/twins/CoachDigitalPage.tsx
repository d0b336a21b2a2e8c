import { useDeferredValue, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { COACH_TEXTS, type Coach } from '@clara/domain/coaches/model';
import { classifyCoachAddress, withSessionCode } from '@clara/domain/coaches/address';
import { filterBySearch } from '@clara/domain/coaches/search';
import { PageSpinner } from '../../../ui/PageSpinner';
import { QueryProvider } from '../../../platform/query';
import { CatalogueHero, CatalogueResults } from '../shared/Catalogue';
import { PageHeader } from '../shared/PageHeader';
import { coachesQueries } from '../queries';
import { CoachCard } from './CoachCard';
import { SessionCodeModal } from './SessionCodeModal';
import '../coaches.css';
import { reportError } from '../../../platform/log';

type Load = { state: 'loading' } | { state: 'error' } | { state: 'ready'; coaches: Coach[] };

/** /coachdigital: the digital-twin catalogue (SPEC §2). */
export default function CoachDigitalPage() {
  return (
    <QueryProvider>
      <CoachDigital />
    </QueryProvider>
  );
}

function CoachDigital() {
  const navigate = useNavigate();
  const coaches = useQuery(coachesQueries.list());
  // The list renders at a deferred priority, in slices, while the spinner stays (issue 21: one long task).
  const list = useDeferredValue(coaches.data);
  const load: Load = list
    ? { state: 'ready', coaches: list }
    : coaches.isError && !coaches.isFetching
      ? { state: 'error' }
      : { state: 'loading' };
  // ?buscar= opens the catalogue already searched (the analysis page's "Cómo mejorar" links here).
  const [searchParams] = useSearchParams();
  const [query, setQuery] = useState(() => searchParams.get('buscar') ?? '');
  const [selected, setSelected] = useState<Coach | null>(null);

  const fetchCoaches = () => void coaches.refetch();

  const visible = load.state === 'ready' ? filterBySearch(load.coaches, query) : [];

  /** SPEC §5: a path or an http(s) URL; anything else is logged and nothing happens; empty does nothing. */
  const goToSession = (coach: Coach, code: string) => {
    const target = classifyCoachAddress(coach.coachaddress);
    switch (target.kind) {
      case 'none':
        setSelected(null);
        return;
      case 'invalid':
        reportError(`Dirección de coach no válida para ${coach.name}: «${target.address}»`);
        return;
      case 'path':
        setSelected(null);
        navigate(withSessionCode(target.path, code));
        return;
      case 'url':
        window.location.assign(withSessionCode(target.url, code));
        return;
    }
  };

  return (
    <>
      <PageHeader />
      <main className="container cx-page">
        <CatalogueHero
          eyebrow="Gemelos digitales"
          title="Aprende de grandes figuras de la historia"
          intro="Conversa con simulaciones de personajes históricos convertidas en coaches. Elige uno, escribe tu situación y recibe consejos en su propio estilo."
          search={{ label: 'Buscar coaches', placeholder: COACH_TEXTS.searchPlaceholder, query, onQuery: setQuery }}
        />

        {load.state === 'loading' && <PageSpinner />}
        {load.state === 'error' && (
          <div className="card cx-empty" role="alert">
            <p>No pudimos cargar los coaches. Revisa tu conexión e inténtalo de nuevo.</p>
            <button type="button" className="btn btn-primary" onClick={fetchCoaches}>
              Reintentar
            </button>
          </div>
        )}
        {load.state === 'ready' && (
          <CatalogueResults
            count={visible.length === 1 ? '1 coach' : `${visible.length} coaches`}
            empty={visible.length === 0}
            noResults={COACH_TEXTS.noResults}
          >
            {visible.map((coach) => (
              <CoachCard key={coach.id} coach={coach} onConverse={setSelected} />
            ))}
          </CatalogueResults>
        )}

        <aside className="card cx-cta">
          <div>
            <h2>¿Buscas ideas para vender más?</h2>
            <p className="muted">
              Nuestro coach de marketing, inspirado en Claude C. Hopkins, te ayuda con anuncios, titulares y pruebas.
            </p>
          </div>
          <Link className="btn btn-secondary" to="/coachmarket">
            Hablar con el coach de marketing
          </Link>
        </aside>
        <p className="muted cx-footnote">
          ¿Prefieres una persona? Conoce a nuestros <Link to="/mentor">mentores 1 a 1</Link>.
        </p>
      </main>
      {selected && (
        <SessionCodeModal
          coach={selected}
          onClose={() => setSelected(null)}
          onGo={(code) => goToSession(selected, code)}
        />
      )}
    </>
  );
}
