import { Link, useNavigate } from 'react-router-dom';
import type { AnalysisResult } from '@clara/domain/analysis/result';
import { coachChatById } from '@clara/domain/coaches/chats';
import { MENTORS, mentorPriceLabel } from '@clara/domain/coaches/mentors';
import { COMPETENCY_COACHING, helpsWith, weakestCompetencies } from '@clara/domain/practice/coaching';
import { IMPROVE_TEXTS } from '@clara/domain/practice/texts';
import { useAvailableCoaches } from '../queries';

const T = IMPROVE_TEXTS;
const MAX_MENTORS = 3;

/**
 * "Cómo mejorar" (issue 12): the two weakest competencies, each with "Practica otra vez" (a practice focused on
 * it), the available coaches whose labels match (their chat opens on it) or a search of the coaches, and the
 * available mentors whose labels match.
 */
export function ImproveSection({ analysis }: { analysis: AnalysisResult }) {
  const navigate = useNavigate();
  // null while loading: the list shows «…» until it is read.
  const coaches = useAvailableCoaches().data ?? null;
  const weakest = weakestCompetencies(analysis, 2);
  if (weakest.length === 0) return null;
  return (
    <section className="card an-improve" aria-labelledby="improve-title">
      <h2 id="improve-title">{T.title}</h2>
      <p className="muted">{T.intro}</p>
      <ul className="an-improve-list">
        {weakest.map(({ competency, rating }) => {
          const coaching = COMPETENCY_COACHING[competency.id];
          const matchingCoaches = (coaches ?? []).filter(
            (coach) => helpsWith(coach.labels, competency.id) && coachChatById(coach.id),
          );
          const mentors = MENTORS.filter((mentor) => mentor.available && helpsWith(mentor.labels, competency.id)).slice(
            0,
            MAX_MENTORS,
          );
          return (
            <li
              key={competency.id}
              className="an-improve-item"
              data-testid="improve-item"
              data-competency={competency.id}
            >
              <h3>
                {competency.name} <span className="muted an-improve-rating">{T.rating(rating)}</span>
              </h3>
              <p className="muted">{competency.description}</p>
              <div>
                <button
                  type="button"
                  className="btn btn-primary"
                  onClick={() => navigate('/chat', { state: { competency: competency.id } })}
                >
                  {T.practiceAgain}
                </button>
                <p className="muted an-improve-help">{T.practiceAgainHelp(competency.name)}</p>
              </div>
              <h4>{T.coaches}</h4>
              {coaches === null ? (
                <p className="muted">…</p>
              ) : matchingCoaches.length > 0 ? (
                <ul className="an-improve-links">
                  {matchingCoaches.map((coach) => (
                    <li key={coach.id}>
                      <Link to={`${coachChatById(coach.id)!.path}?tema=${competency.id}`}>{T.talkTo(coach.name)}</Link>{' '}
                      <span className="muted">· {coach.title}</span>
                    </li>
                  ))}
                </ul>
              ) : (
                <p>
                  <span className="muted">{T.noCoach}</span>{' '}
                  <Link to={`/coachdigital?buscar=${encodeURIComponent(coaching.search)}`}>
                    {T.searchCoaches(coaching.search)}
                  </Link>
                </p>
              )}
              <h4>{T.mentors}</h4>
              {mentors.length > 0 ? (
                <ul className="an-improve-links">
                  {mentors.map((mentor) => (
                    <li key={mentor.id}>
                      <Link
                        to={`/mentor?buscar=${encodeURIComponent(mentor.name)}`}
                        aria-label={T.seeMentor(mentor.name)}
                      >
                        {mentor.name}
                      </Link>{' '}
                      <span className="muted">
                        · {mentor.title} · {mentorPriceLabel(mentor.price)} {T.perSession}
                      </span>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="muted">{T.noMentor}</p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
