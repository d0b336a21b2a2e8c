import { PRACTICE_TERMS } from '@clara/domain/trust/consent';
import { useEffect, useRef, useState } from 'react';
import { AppLink } from '../../../ui/AppLink';
import { useAppNavigation } from '../../../platform/navigation';
import { PRODUCT } from '@clara/domain/brand';
import { MY_PRACTICE_PATH, MY_PRACTICE_TEXTS } from '@clara/domain/practice/texts';
import { SiteHeader } from '../../../ui/BrandHeader';
import { useHasPracticeHistory } from '../../../platform/practiceHistory';
import { ModalActions } from '../../../ui/forms';
import { Modal } from '../../../ui/Modal';
import { TERMS_INTRO_POSTER, TERMS_INTRO_VIDEO } from '../../../ui/media';
import '../interview.css';

function Disclaimer({ onAccept, onCancel }: { onAccept: () => void; onCancel: () => void }) {
  return (
    <Modal title="Antes de comenzar" onClose={onCancel}>
      <div className="stack">
        <ul className="iv-tips">
          <li>
            <strong>Es una entrevista de práctica.</strong> Conversarás con {PRODUCT.name}, una entrevistadora virtual,
            para prepararte; no es un proceso de selección real.
          </li>
          <li>
            <strong>La retroalimentación la genera una inteligencia artificial.</strong> Puede contener errores o
            imprecisiones; úsala como orientación.
          </li>
          <li>
            <strong>No es una evaluación profesional.</strong> El análisis no sustituye la opinión de un reclutador,
            orientador o profesional de recursos humanos.
          </li>
          <li>Tus respuestas se guardan para generar tu análisis. No compartas datos sensibles.</li>
        </ul>
        <ModalActions onCancel={onCancel}>
          <button type="button" className="btn btn-primary" onClick={onAccept}>
            Acepto
          </button>
        </ModalActions>
      </div>
    </Modal>
  );
}

/** /terms: intro video, the terms checkbox with its disclaimer, and the start of a practice (→ /chat). */
export default function TermsPage() {
  const { navigate } = useAppNavigation();
  const [accepted, setAccepted] = useState(false);
  const [showDisclaimer, setShowDisclaimer] = useState(false);
  const termsBox = useRef<HTMLInputElement>(null);
  // The page arrives prerendered: a box ticked before React took over is honoured as the tick it was (the
  // disclaimer opens), instead of staying ticked with the start button disabled.
  useEffect(() => {
    if (!termsBox.current?.checked) return;
    termsBox.current.checked = false;
    setShowDisclaimer(true);
  }, []);
  // After hydration only: the prerendered page is the same for everyone.
  const hasPractice = useHasPracticeHistory();

  return (
    <div className="iv-page">
      <SiteHeader>
        {hasPractice && <AppLink to={MY_PRACTICE_PATH}>{MY_PRACTICE_TEXTS.link}</AppLink>}
        <AppLink to={`/${PRODUCT.path}`}>Tengo un código</AppLink>
      </SiteHeader>
      <main className="container iv-terms-layout">
        <section className="iv-terms-copy">
          <h1>Practica tu entrevista con {PRODUCT.name}</h1>
          <p className="muted">
            Una entrevista de práctica gratuita con una entrevistadora virtual. Responde por texto, con tu voz o con
            audio y video, y recibe un análisis con tus fortalezas y recomendaciones.
          </p>
          <ul className="iv-tips">
            <li>Dura entre 15 y 30 minutos.</li>
            <li>Gratis durante la beta y sin límite de prácticas.</li>
            <li>Al terminar, obtendrás tu análisis personalizado.</li>
            <li>{PRACTICE_TERMS.retention}</li>
          </ul>
        </section>
        <section className="card iv-terms-card">
          <video
            className="iv-terms-video"
            src={TERMS_INTRO_VIDEO}
            poster={TERMS_INTRO_POSTER}
            controls
            playsInline
            preload="metadata"
            aria-label="Video de introducción"
          />
          <label className="checkbox iv-terms-check">
            <input
              ref={termsBox}
              type="checkbox"
              checked={accepted}
              onChange={(event) => {
                if (event.target.checked) setShowDisclaimer(true);
                else setAccepted(false);
              }}
            />
            <span>accept terms and conditions</span>
          </label>
          <button
            type="button"
            className="btn btn-primary iv-btn-block"
            disabled={!accepted}
            onClick={() => navigate('/chat', { state: { termsVersion: PRACTICE_TERMS.version } })}
          >
            Comenzar entrevista de práctica
          </button>
        </section>
      </main>
      {showDisclaimer && (
        <Disclaimer
          onAccept={() => {
            setAccepted(true);
            setShowDisclaimer(false);
          }}
          onCancel={() => setShowDisclaimer(false)}
        />
      )}
    </div>
  );
}
