import { SELF_ID_TEXTS, selfIdentificationUrl } from '@clara/domain/fairness/texts';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  EMPTY_APPLICATION_DRAFT,
  type ApplicationDraft,
  type ApplicationStep,
} from '@clara/domain/recruiting/applicationForm';
import { recruitingFailure, RECRUITING_ERRORS, RECRUITING_TEXTS } from '@clara/domain/recruiting/texts';
import type { PublicVacancy } from '@clara/domain/recruiting/types';
import { ErrorText, ModalActions } from '../../../ui/forms';
import { Modal } from '../../../ui/Modal';
import { ApiRequestError } from '../../../platform/api';
import { checkDuplicateApplication, submitApplication } from '../shared/publicApi';
import { ConfirmStep, CvStep, PersonalStep } from './ApplicationSteps';
import { PracticeStep } from './PracticeStep';
import { ScreeningStep } from './ScreeningStep';
import { SCREENING_TEXTS, type ScreeningAnswers } from '@clara/domain/recruiting/screening';
import { SHARE_TEXTS } from '@clara/domain/practice/texts';

const TITLES: Record<ApplicationStep, string> = {
  1: 'Postulación · Paso 1 de 4: datos personales',
  screening: `Postulación · ${SCREENING_TEXTS.formTitle}`,
  2: 'Postulación · Paso 2 de 4: currículum',
  practice: `Postulación · Paso 3 de 4: ${SHARE_TEXTS.stepTitle} (opcional)`,
  3: 'Postulación · Paso 4 de 4: confirmación',
  4: '¡Postulación enviada!',
  5: 'Postulación existente',
};

/**
 * The application modal (SPEC §4): 1 personal info → 2 CV → 3 confirm with privacy policy → 4 thanks;
 * step 5 when this email already applied. Closing it (unmounting) resets the steps and the data.
 */
export function ApplicationModal({ vacancy, onClose }: { vacancy: PublicVacancy; onClose: () => void }) {
  const navigate = useNavigate();
  const [step, setStep] = useState<ApplicationStep>(1);
  const [draft, setDraft] = useState<ApplicationDraft>(EMPTY_APPLICATION_DRAFT);
  const [privacyAccepted, setPrivacyAccepted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [applicationId] = useState(() => crypto.randomUUID());
  // Issue 33: the voluntary self-identification's link, when the company asks right after the application.
  const [selfIdToken, setSelfIdToken] = useState<string | null>(null);
  const [answers, setAnswers] = useState<ScreeningAnswers>({});
  const questions = vacancy.screening ?? [];
  // Issue 30: the vacancy's screening questions come before the CV step.
  const afterPersonal: ApplicationStep = questions.length > 0 ? 'screening' : 2;

  const run = async (action: () => Promise<void>, failure: (message: string) => string) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (cause) {
      setError(failure(cause instanceof Error ? cause.message : String(cause)));
    } finally {
      setBusy(false);
    }
  };

  const leavePersonalStep = () =>
    run(async () => {
      const { exists } = await checkDuplicateApplication(draft.email.trim(), vacancy.id);
      setStep(exists ? 5 : afterPersonal);
    }, recruitingFailure.checkDuplicate);

  const send = () =>
    run(async () => {
      try {
        const sent = await submitApplication(
          draft,
          vacancy.id,
          applicationId,
          questions.length > 0 ? answers : undefined,
        );
        setSelfIdToken(sent.selfIdentificationToken ?? null);
        setStep(4);
      } catch (cause) {
        // A racing or repeated submission with the same email: the server refuses it, as the check would.
        if (
          cause instanceof ApiRequestError &&
          cause.status === 409 &&
          cause.message === RECRUITING_ERRORS.duplicateApplication
        )
          setStep(5);
        else throw cause;
      }
    }, recruitingFailure.submitApplication);

  return (
    <Modal title={TITLES[step]} onClose={onClose}>
      <div className="stack application-modal">
        {(step === 'practice' || step === 'screening' || step <= 3) && (
          <p className="muted small">
            {vacancy.title} · {vacancy.company}
          </p>
        )}
        {step === 1 && (
          <PersonalStep draft={draft} onChange={setDraft} busy={busy} onNext={() => void leavePersonalStep()} />
        )}
        {step === 'screening' && (
          <ScreeningStep
            questions={questions}
            answers={answers}
            onChange={setAnswers}
            onBack={() => setStep(1)}
            onNext={() => setStep(2)}
          />
        )}
        {step === 2 && (
          <CvStep
            draft={draft}
            onChange={setDraft}
            onBack={() => setStep(afterPersonal === 2 ? 1 : 'screening')}
            onNext={() => setStep('practice')}
          />
        )}
        {step === 'practice' && (
          <PracticeStep draft={draft} onChange={setDraft} onBack={() => setStep(2)} onNext={() => setStep(3)} />
        )}
        {step === 3 && (
          <ConfirmStep
            draft={draft}
            privacyAccepted={privacyAccepted}
            onPrivacyChange={setPrivacyAccepted}
            busy={busy}
            onBack={() => setStep('practice')}
            onSend={() => void send()}
          />
        )}
        {step === 4 && (
          <>
            <p>
              Gracias por postularte a «{vacancy.title}». El equipo de {vacancy.company} revisará tu perfil y te
              contactará por correo electrónico.
            </p>
            {selfIdToken && (
              <p>
                {SELF_ID_TEXTS.invite} <a href={selfIdentificationUrl('', selfIdToken)}>{SELF_ID_TEXTS.inviteLink}</a>
              </p>
            )}
            <ModalActions>
              <button type="button" className="btn btn-primary" onClick={() => navigate('/')}>
                Salir
              </button>
            </ModalActions>
          </>
        )}
        {step === 5 && (
          <>
            <p>{RECRUITING_TEXTS.alreadyApplied}</p>
            <ModalActions>
              <button type="button" className="btn btn-primary" onClick={onClose}>
                OK
              </button>
            </ModalActions>
          </>
        )}
        <ErrorText>{error}</ErrorText>
      </div>
    </Modal>
  );
}
