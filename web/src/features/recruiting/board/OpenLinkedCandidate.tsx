import { useEffect, useRef } from 'react';
import { reportError } from '../../../platform/log';
import { usePerson } from '../people/peopleQueries';
import { useOpenCandidate } from '../dashboard/openCandidate';

/**
 * Issue 23: `/tablero?vacante=…&candidato=…` (the interview kit's link to the scorecard, «Mis entrevistas») opens
 * that candidate's modal, once: their person view gives the email their vacancy's list is searched by.
 */
export function OpenLinkedCandidate({ vacancyId, applicationId }: { vacancyId: string; applicationId: string }) {
  const email = usePerson(applicationId).data?.email;
  const openCandidate = useOpenCandidate();
  const opened = useRef(false);
  useEffect(() => {
    if (!email || opened.current) return;
    opened.current = true;
    openCandidate(vacancyId, applicationId, email).catch((error: unknown) =>
      reportError('No se pudo abrir el candidato enlazado', error),
    );
  }, [email, openCandidate, vacancyId, applicationId]);
  return null;
}
