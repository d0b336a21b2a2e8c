import { PRODUCT } from '@clara/domain/brand';
import { useState } from 'react';
import type { InterviewFocus } from '@clara/domain/interview/session';
import { Modal } from '../../../ui/Modal';
import { interviewApi } from '../api';
import { CHAT_TEXTS } from '../rules/messages';
import {
  EMPTY_CANDIDATE,
  EMPTY_JOB,
  candidateStepComplete,
  composeCandidateCV,
  composeJobDescription,
  jobStepComplete,
} from '../rules/customInterview';
import { PredefinedStep } from './PredefinedStep';
import { CandidateStep, FocusStep, JobStep } from './CustomSteps';
import { reportError } from '../../../platform/log';

type Step = 'intro' | 'type' | 'predefined' | 'job' | 'candidate' | 'focus';
type Kind = 'predefined' | 'custom';

const TITLES: Record<Step, string> = {
  intro: `Bienvenido a tu entrevista con ${PRODUCT.name}`,
  type: 'Elige el tipo de entrevista',
  predefined: 'Elige una entrevista',
  job: 'Descripción del puesto',
  candidate: 'Tus características',
  focus: 'Enfoque de la entrevista',
};

const BACK: Partial<Record<Step, Step>> = {
  type: 'intro',
  predefined: 'type',
  job: 'type',
  candidate: 'job',
  focus: 'candidate',
};

interface Props {
  /** A session was created: its id. */
  onStarted: (chatSessionId: string) => void;
  onClose: () => void;
}

/** SPEC §2 setup wizard: introduction, type, then the predefined step or the three custom steps. */
export function SetupWizard({ onStarted, onClose }: Props) {
  const [step, setStep] = useState<Step>('intro');
  const [kind, setKind] = useState<Kind | null>(null);
  const [predefined, setPredefined] = useState<string | null>(null);
  const [job, setJob] = useState(EMPTY_JOB);
  const [candidate, setCandidate] = useState(EMPTY_CANDIDATE);
  const [focus, setFocus] = useState<InterviewFocus | null>(null);
  const [starting, setStarting] = useState(false);

  async function startPredefined() {
    if (!predefined) return;
    setStarting(true);
    try {
      const { chatSessionId } = await interviewApi.startPredefined(predefined);
      onStarted(chatSessionId);
    } catch (error) {
      reportError('No se pudo iniciar la entrevista predefinida', error);
      window.alert(CHAT_TEXTS.predefinedStartFailed);
      setStarting(false);
    }
  }

  async function startCustom() {
    if (!focus) return;
    setStarting(true);
    try {
      const { chatSessionId } = await interviewApi.generateCode({
        jobDescription: composeJobDescription(job),
        candidateCV: composeCandidateCV(candidate),
        interviewFocus: focus,
      });
      onStarted(chatSessionId);
    } catch (error) {
      reportError('No se pudo crear la sesión', error);
      window.alert(CHAT_TEXTS.sessionCreationFailed);
      setStarting(false);
    }
  }

  const stepNumber = { intro: 1, type: 2, predefined: 3, job: 3, candidate: 4, focus: 5 }[step];
  const totalSteps = kind === 'predefined' ? 3 : 5;
  const back = BACK[step];

  return (
    <Modal title={TITLES[step]} onClose={onClose}>
      <div className="iv-wizard stack">
        <p className="iv-wizard-progress muted">
          {kind && stepNumber > 2 ? `Paso ${stepNumber} de ${totalSteps}` : `Paso ${stepNumber}`}
        </p>

        {step === 'intro' && (
          <div className="stack">
            <p>
              {PRODUCT.name} es una entrevistadora virtual con inteligencia artificial. Te hará preguntas como en una
              entrevista real y, al terminar, recibirás un análisis con tus fortalezas y recomendaciones.
            </p>
            <ul className="iv-tips">
              <li>Responde por escrito, con tu voz o enviando audio o video.</li>
              <li>La entrevista dura entre 15 y 30 minutos.</li>
              <li>Guarda tu código para retomarla cuando quieras.</li>
            </ul>
          </div>
        )}

        {step === 'type' && (
          <div className="iv-choice-list" role="radiogroup" aria-label="Tipo de entrevista">
            <label className={`iv-choice${kind === 'predefined' ? ' is-selected' : ''}`}>
              <input type="radio" name="kind" checked={kind === 'predefined'} onChange={() => setKind('predefined')} />
              <span>
                <span className="iv-choice-title">Entrevista predefinida</span>
                <small className="muted iv-choice-hint">Elige un puesto de nuestra lista y comienza al instante.</small>
              </span>
            </label>
            <label className={`iv-choice${kind === 'custom' ? ' is-selected' : ''}`}>
              <input type="radio" name="kind" checked={kind === 'custom'} onChange={() => setKind('custom')} />
              <span>
                <span className="iv-choice-title">Entrevista personalizada</span>
                <small className="muted iv-choice-hint">
                  Describe el puesto y tu perfil para una entrevista a tu medida.
                </small>
              </span>
            </label>
          </div>
        )}

        {step === 'predefined' && <PredefinedStep selected={predefined} onSelect={setPredefined} />}
        {step === 'job' && <JobStep value={job} onChange={setJob} />}
        {step === 'candidate' && <CandidateStep value={candidate} onChange={setCandidate} />}
        {step === 'focus' && <FocusStep value={focus} onChange={setFocus} />}

        <div className="iv-wizard-nav">
          {back ? (
            <button type="button" className="btn btn-ghost" onClick={() => setStep(back)} disabled={starting}>
              Atrás
            </button>
          ) : (
            <span />
          )}
          {step === 'intro' && (
            <button type="button" className="btn btn-primary" onClick={() => setStep('type')}>
              Siguiente
            </button>
          )}
          {step === 'type' && (
            <button
              type="button"
              className="btn btn-primary"
              disabled={!kind}
              onClick={() => setStep(kind === 'predefined' ? 'predefined' : 'job')}
            >
              Siguiente
            </button>
          )}
          {step === 'predefined' && predefined && (
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => void startPredefined()}
              disabled={starting}
            >
              {starting ? 'Iniciando…' : 'Comenzar Entrevista'}
            </button>
          )}
          {step === 'job' && (
            <button
              type="button"
              className="btn btn-primary"
              disabled={!jobStepComplete(job)}
              onClick={() => setStep('candidate')}
            >
              Siguiente
            </button>
          )}
          {step === 'candidate' && (
            <button
              type="button"
              className="btn btn-primary"
              disabled={!candidateStepComplete(candidate)}
              onClick={() => setStep('focus')}
            >
              Siguiente
            </button>
          )}
          {step === 'focus' && (
            <button
              type="button"
              className="btn btn-primary"
              disabled={!focus || starting}
              onClick={() => void startCustom()}
            >
              {starting ? 'Creando…' : 'Comenzar'}
            </button>
          )}
        </div>
      </div>
    </Modal>
  );
}
