import { AppLink } from '../../ui/AppLink';
import { PRODUCT } from '@clara/domain/brand';
import { PRACTICE_DURATION_TEXT } from '@clara/domain/marketing/practice';
import { Icon } from '../../ui/Icon';
import { LANDING_FAQ, LANDING_FEATURES } from './content';
import { FaqAccordion } from './components/FaqAccordion';
import { PromoVideo } from './components/PromoVideo';
import { ReportTeaser } from './components/ReportTeaser';
import { Checklist, FeatureGrid, FinalCta, TitledSection } from './components/Sections';
import { SeekerPage, StartPracticeLink } from './components/SiteChrome';
import './marketing.css';

const REPORT_POINTS = [
  'Resumen de tu desempeño',
  'Tabla de personalidad con su justificación',
  'Sugerencias de desarrollo y para tus próximas entrevistas',
  'Una puntuación para medir tu avance',
];

/** `/`: the landing page for job seekers (SPEC §2 Landing page). */
export default function LandingPage() {
  return (
    <SeekerPage>
      {(openContact) => (
        <>
          <section className="mk-hero">
            <div className="container mk-hero-grid">
              <div className="mk-hero-text">
                <p className="mk-eyebrow">Beta gratuita · Prácticas ilimitadas</p>
                <h1>Practica tu próxima entrevista de trabajo con {PRODUCT.name}</h1>
                <p className="mk-lead">
                  Una entrevistadora con inteligencia artificial que te pregunta, te escucha y te entrega un análisis de
                  tu desempeño. Cada entrevista toma de {PRACTICE_DURATION_TEXT} y es gratis durante la beta.
                </p>
                <div className="mk-cta-row">
                  <StartPracticeLink />
                  <AppLink className="btn btn-secondary mk-btn-lg" to="/como-funciona">
                    Cómo funciona
                  </AppLink>
                </div>
                <ul className="mk-facts" aria-label="Datos de la práctica">
                  <li>
                    <Icon name="gift" size={18} /> Gratis en la beta
                  </li>
                  <li>
                    <Icon name="check" size={18} /> Prácticas ilimitadas
                  </li>
                  <li>
                    <Icon name="clock" size={18} /> {PRACTICE_DURATION_TEXT}
                  </li>
                </ul>
              </div>
              <div className="mk-hero-media">
                <PromoVideo />
              </div>
            </div>
          </section>

          <TitledSection titleId="features-title" title="Todo lo que necesitas para llegar preparado">
            <FeatureGrid cards={LANDING_FEATURES} className="mk-grid-3" />
          </TitledSection>

          <section className="mk-section mk-section-alt" aria-labelledby="report-title">
            <div className="container mk-split">
              <div className="stack">
                <h2 id="report-title">Tu reporte, en cuanto terminas</h2>
                <p className="mk-lead">
                  Al cerrar la entrevista, {PRODUCT.name} analiza tus respuestas y te muestra qué hiciste bien y qué
                  mejorar.
                </p>
                <Checklist items={REPORT_POINTS} />
                <div>
                  <AppLink className="btn btn-primary" to="/terms">
                    Quiero mi reporte
                  </AppLink>
                </div>
              </div>
              <ReportTeaser />
            </div>
          </section>

          <TitledSection titleId="faq-title" title="Preguntas frecuentes" containerClassName="container mk-narrow">
            <FaqAccordion items={LANDING_FAQ} />
            <p className="muted mk-center">
              ¿Tienes otra pregunta?{' '}
              <button type="button" className="link-btn mk-link-btn" onClick={openContact}>
                Escríbenos
              </button>
            </p>
          </TitledSection>

          <section className="mk-section" aria-labelledby="business-title">
            <div className="container">
              <div className="mk-banner">
                <div>
                  <h2 id="business-title">¿Reclutas talento?</h2>
                  <p>
                    {PRODUCT.name} también hace las primeras entrevistas de tus candidatos y te entrega su evaluación.
                  </p>
                </div>
                <AppLink className="btn mk-btn-light" to="/empresas">
                  Conoce {PRODUCT.name} para Empresas
                </AppLink>
              </div>
            </div>
          </section>

          <FinalCta
            title="¿Listo para tu próxima entrevista?"
            lead="Empieza ahora: sin registro, sin costo durante la beta."
          >
            <StartPracticeLink />
          </FinalCta>
        </>
      )}
    </SeekerPage>
  );
}
