import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PRODUCT } from '@clara/domain/brand';
import { PRACTICE_DURATION_TEXT } from '@clara/domain/marketing/practice';
import { LANDING_FAQ, LANDING_FEATURES } from './content';
import { ContactModal } from './components/ContactModal';
import { FaqAccordion } from './components/FaqAccordion';
import { Icon } from './components/Icon';
import { MarketingFooter } from './components/MarketingFooter';
import { MarketingHeader } from './components/MarketingHeader';
import { PromoVideo } from './components/PromoVideo';
import { ReportTeaser } from './components/ReportTeaser';
import { SEEKER_FOOTER_LINKS, SEEKER_NAV, SEEKER_TAGLINE, SeekerHeaderActions } from './components/SiteChrome';
import './marketing.css';

/** `/`: the landing page for job seekers (SPEC §2 Landing page). */
export default function LandingPage() {
  const [contactOpen, setContactOpen] = useState(false);
  const openContact = () => setContactOpen(true);

  return (
    <div className="mk-page">
      <MarketingHeader items={SEEKER_NAV} actions={<SeekerHeaderActions />} />
      <main>
        <section className="mk-hero">
          <div className="container mk-hero-grid">
            <div className="mk-hero-text">
              <p className="mk-eyebrow">Beta gratuita · Prácticas ilimitadas</p>
              <h1>Practica tu próxima entrevista de trabajo con {PRODUCT.name}</h1>
              <p className="mk-lead">
                Una entrevistadora con inteligencia artificial que te pregunta, te escucha y te entrega un análisis de tu desempeño.
                Cada entrevista toma de {PRACTICE_DURATION_TEXT} y es gratis durante la beta.
              </p>
              <div className="mk-cta-row">
                <Link className="btn btn-primary btn-lg" to="/terms">
                  Comenzar práctica gratis
                </Link>
                <Link className="btn btn-secondary btn-lg" to="/como-funciona">
                  Cómo funciona
                </Link>
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

        <section className="mk-section" aria-labelledby="features-title">
          <div className="container">
            <h2 id="features-title" className="mk-section-title">
              Todo lo que necesitas para llegar preparado
            </h2>
            <div className="mk-grid mk-grid-3">
              {LANDING_FEATURES.map((feature) => (
                <article key={feature.title} className="card mk-feature">
                  <span className="mk-icon-badge">
                    <Icon name={feature.icon} />
                  </span>
                  <h3>{feature.title}</h3>
                  <p className="muted">{feature.text}</p>
                </article>
              ))}
            </div>
          </div>
        </section>

        <section className="mk-section mk-section-alt" aria-labelledby="report-title">
          <div className="container mk-split">
            <div className="stack">
              <h2 id="report-title">Tu reporte, en cuanto terminas</h2>
              <p className="mk-lead">
                Al cerrar la entrevista, {PRODUCT.name} analiza tus respuestas y te muestra qué hiciste bien y qué mejorar.
              </p>
              <ul className="mk-checklist">
                {[
                  'Resumen de tu desempeño',
                  'Tabla de personalidad con su justificación',
                  'Sugerencias de desarrollo y para tus próximas entrevistas',
                  'Una puntuación para medir tu avance',
                ].map((item) => (
                  <li key={item}>
                    <Icon name="check" size={18} />
                    {item}
                  </li>
                ))}
              </ul>
              <div>
                <Link className="btn btn-primary" to="/terms">
                  Quiero mi reporte
                </Link>
              </div>
            </div>
            <ReportTeaser />
          </div>
        </section>

        <section className="mk-section" aria-labelledby="faq-title">
          <div className="container mk-narrow">
            <h2 id="faq-title" className="mk-section-title">
              Preguntas frecuentes
            </h2>
            <FaqAccordion items={LANDING_FAQ} />
            <p className="muted mk-center">
              ¿Tienes otra pregunta?{' '}
              <button type="button" className="mk-link-btn" onClick={openContact}>
                Escríbenos
              </button>
            </p>
          </div>
        </section>

        <section className="mk-section" aria-labelledby="business-title">
          <div className="container">
            <div className="mk-banner">
              <div>
                <h2 id="business-title">¿Reclutas talento?</h2>
                <p>{PRODUCT.name} también hace las primeras entrevistas de tus candidatos y te entrega su evaluación.</p>
              </div>
              <Link className="btn btn-light" to="/empresas">
                Conoce {PRODUCT.name} para Empresas
              </Link>
            </div>
          </div>
        </section>

        <section className="mk-section mk-final-cta" aria-labelledby="final-title">
          <div className="container mk-center stack">
            <h2 id="final-title">¿Listo para tu próxima entrevista?</h2>
            <p className="mk-lead">Empieza ahora: sin registro, sin costo durante la beta.</p>
            <div>
              <Link className="btn btn-primary btn-lg" to="/terms">
                Comenzar práctica gratis
              </Link>
            </div>
          </div>
        </section>
      </main>
      <MarketingFooter tagline={SEEKER_TAGLINE} links={SEEKER_FOOTER_LINKS} onContact={openContact} />
      {contactOpen && <ContactModal onClose={() => setContactOpen(false)} />}
    </div>
  );
}
