import { useState } from 'react';
import { flushSync } from 'react-dom';
import { RECRUITING_TEXTS } from '@clara/domain/recruiting/texts';
import type { Application } from '@clara/domain/recruiting/types';
import { WITHDRAWAL_TEXTS } from '@clara/domain/trust/rights';
import { IntegritySignals } from '../../../../ui/IntegritySignals';
import { Modal } from '../../../../ui/Modal';
import { useEraseCandidate } from '../../shared/applicationMutations';
import { CandidateEmails } from './CandidateEmails';
import { ContactRows } from './contact';
import { StatusHistory } from './StatusHistory';
import { ScreeningResult } from './ScreeningResult';
import { CvFileSection } from './CvFileSection';
import { PracticeReportSection } from './PracticeReportSection';
import { CandidateCv } from '../../people/CandidateCv';
import { ReviewBadge } from '../../../reviews/ReviewBadge';
import { ReviewSection } from '../../../reviews/ReviewSection';
import { AccommodationSection } from '../../accommodations/AccommodationSection';
import { ScorecardSection } from '../../../scorecards/ScorecardSection';
import { PersonSection } from '../../people/PersonSection';
import { usePerson, useErasePerson } from '../../people/peopleQueries';
import { PERSON_TEXTS } from '@clara/domain/recruiting/person/model';
import { InterviewsSection } from '../../../scheduling/InterviewsSection';
import { reportError } from '../../../../platform/log';
import { useRoleMay } from '../../../hiring/role';

/** Candidate details: name, email, phone with country code, LinkedIn link, read-only resume (SPEC §2), and the status history. */
export function CandidateModal({
  application,
  onClose,
  loading = false,
}: {
  application: Application | null;
  onClose: () => void;
  /** Opened before the application is read (an interviewer's «Mis entrevistas»). */
  loading?: boolean;
}) {
  return (
    <Modal title="Datos del candidato" onClose={onClose}>
      {loading ? (
        <div className="spinner" aria-busy="true" />
      ) : !application ? (
        <p>{RECRUITING_TEXTS.candidateUnavailable}</p>
      ) : (
        <div className="stack">
          <dl className="rc-details">
            <dt>Nombre</dt>
            <dd>
              {application.name} <ReviewBadge applicationId={application.id} />
            </dd>
            <ContactRows application={application} />
            <dt>LinkedIn</dt>
            <dd>
              {application.linkedin ? (
                <a href={linkedinUrl(application.linkedin)} target="_blank" rel="noreferrer">
                  {application.linkedin}
                </a>
              ) : (
                'No indicado'
              )}
            </dd>
          </dl>
          <PersonSection applicationId={application.id} />
          <ScreeningResult application={application} />
          <CvFileSection application={application} />
          <CandidateCv applicationId={application.id} />
          <IntegritySignals
            signals={application.interviews.find((interview) => interview.integritySignals.length)?.integritySignals}
            audience="recruiter"
          />
          <AccommodationSection applicationId={application.id} />
          <ReviewSection applicationId={application.id} />
          <ScorecardSection application={application} />
          <InterviewsSection application={application} />
          <StatusHistory history={application.statusHistory} />
          <CandidateEmails application={application} />
          <EraseCandidate application={application} onErased={onClose} />
          {application.practiceReport && <PracticeReportSection applicationId={application.id} />}
        </div>
      )}
    </Modal>
  );
}

/** Issue 10: the company erases the candidate in one action (after a confirmation); issue 32: not every role. */
function EraseCandidate(props: { application: Application; onErased: () => void }) {
  return useRoleMay('erase') ? <EraseCandidateButton {...props} /> : null;
}

function EraseCandidateButton({ application, onErased }: { application: Application; onErased: () => void }) {
  const { mutation: eraseMutation, forget } = useEraseCandidate();
  const busy = eraseMutation.isPending;
  const [error, setError] = useState('');
  const erase = async () => {
    if (!window.confirm(WITHDRAWAL_TEXTS.confirmErase(application.name))) return;
    setError('');
    try {
      await eraseMutation.mutateAsync(application);
      // Closed before its queries are dropped: an open modal would fetch them again (404 for an erased candidate).
      flushSync(onErased);
      forget(application.id);
    } catch (failure) {
      reportError('No se pudo borrar el candidato', failure);
      setError(WITHDRAWAL_TEXTS.eraseFailed);
    }
  };
  return (
    <div className="row">
      <button type="button" className="btn btn-ghost btn-sm danger" disabled={busy} onClick={() => void erase()}>
        {WITHDRAWAL_TEXTS.erase}
      </button>
      <ErasePersonButton applicationId={application.id} onErased={onErased} />
      {error && (
        <span role="alert" className="error-text">
          {error}
        </span>
      )}
    </div>
  );
}

/** Issue 32: when the candidate applied to more than one vacancy, the whole person can be erased in one action. */
function ErasePersonButton({ applicationId, onErased }: { applicationId: string; onErased: () => void }) {
  const person = usePerson(applicationId).data;
  const { mutation: eraseMutation, forget } = useErasePerson();
  const [error, setError] = useState('');
  if (!person || person.applications.length < 2) return null;
  const count = person.applications.length;
  const erase = async () => {
    if (!window.confirm(PERSON_TEXTS.confirmErase(person.name, count))) return;
    setError('');
    try {
      await eraseMutation.mutateAsync({ applicationId, person });
      flushSync(onErased);
      forget(person);
    } catch (failure) {
      reportError('No se pudo borrar a la persona', failure);
      setError(PERSON_TEXTS.eraseFailed);
    }
  };
  return (
    <>
      <button
        type="button"
        className="btn btn-ghost btn-sm danger"
        disabled={eraseMutation.isPending}
        onClick={() => void erase()}
      >
        {PERSON_TEXTS.erase(count)}
      </button>
      {error && (
        <span role="alert" className="error-text">
          {error}
        </span>
      )}
    </>
  );
}

function linkedinUrl(value: string): string {
  return /^https?:\/\//i.test(value) ? value : `https://${value}`;
}
