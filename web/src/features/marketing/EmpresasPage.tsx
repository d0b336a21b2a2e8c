import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { PRODUCT } from '@clara/domain/brand';
import { formatPlanPrice, MOST_POPULAR_LABEL, PLANS } from '@clara/domain/marketing/plans';
import { DEMO_POSTER, DEMO_VIDEO } from '../../ui/media';
import { BUSINESS_BENEFITS, BUSINESS_FEATURES, BUSINESS_STATS, BUSINESS_STEPS, BUSINESS_TESTIMONIALS } from './content';
import { businessContactStore } from './businessContactStore';
import { BusinessContactModal } from './components/BusinessContactModal';
import { ClickToPlayVideo } from './components/ClickToPlayVideo';
import { Icon } from './components/Icon';
import { MarketingFooter } from './components/MarketingFooter';
import { MarketingHeader, type NavItem } from './components/MarketingHeader';
import { scrollToSection } from './components/scroll';
import './marketing.css';

/** Section ids: the header anchors and 'Ver Demostración' scroll to them. */
const SECTION = { howItWorks: 'como-funciona', demo: 'demo', benefits: 'beneficios', pricing: 'precios' } as const;

const NAV: readonly NavItem[] = [
  { label: 'Inicio', to: '/' },
  { label: 'Para Empresas', to: '/empresas' },
  { label: 'Cómo Funciona', anchor: SECTION.howItWorks },
  { label: 'Beneficios', anchor: SECTION.benefits },
  { label: 'Precios', anchor: SECTION.pricing },
];

const FOOTER_LINKS = [
  { label: 'Inicio', to: '/' },
  { label: 'Crear vacante', to: '/create-vacancy' },
  { label: 'Iniciar sesión', to: '/login' },
  { label: 'Crear cuenta', to: '/signup' },
] as const;

/** `/empresas`: the business page, every section of SPEC §2 "Business page" in its order. */
export default function EmpresasPage() {
  const openContact = businessContactStore.getState().openModal;

  // Leaving the page hides the modal (its form stays, as after Escape).
  useEffect(() => () => businessContactStore.getState().dismiss(), []);

  return (
    <div className="mk-page">
      <MarketingHeader
        items={NAV}
        actions={
          <Link className="btn btn-secondary" to="/login">
            Iniciar sesión
          </Link>
        }
      />
      <main>
        <section className="mk-hero mk-hero-business">
          <div className="container mk-center stack">
            <p className="mk-eyebrow">{PRODUCT.name} para Empresas</p>
            <h1>Entrevistas con inteligencia artificial para contratar mejor y más rápido</h1>
            <p className="mk-lead mk-narrow">
              {PRODUCT.name} hace las primeras entrevistas de tus candidatos, a cualquier hora, y te entrega un análisis objetivo de
              cada uno para que tu equipo se concentre en decidir.
            </p>
            <div className="mk-cta-row mk-cta-center">
              <Link className="btn btn-primary btn-lg" to="/create-vacancy">
                Crear Vacante
              </Link>
              <button type="button" className="btn btn-secondary btn-lg" onClick={() => scrollToSection(SECTION.demo)}>
                Ver Demostración
              </button>
            </div>
          </div>
        </section>

        <section className="mk-section mk-stats-section" aria-label="Resultados">
          <div className="container">
            <ul className="mk-stats">
              {BUSINESS_STATS.map((stat) => (
                <li key={stat.caption}>
                  <strong>{stat.value}</strong>
                  <span>{stat.caption}</span>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section id={SECTION.howItWorks} className="mk-section mk-anchor" aria-labelledby="how-title">
          <div className="container">
            <h2 id="how-title" className="mk-section-title">
              Cómo funciona
            </h2>
            <ol className="mk-steps">
              {BUSINESS_STEPS.map((step, index) => (
                <li key={step.title} className="card">
                  <span className="mk-step-number">{index + 1}</span>
                  <h3>{step.title}</h3>
                  <p className="muted">{step.text}</p>
                </li>
              ))}
            </ol>
          </div>
        </section>

        <section id={SECTION.demo} className="mk-section mk-section-alt mk-anchor" aria-labelledby="demo-title">
          <div className="container mk-narrow stack">
            <h2 id="demo-title" className="mk-section-title">
              Mira {PRODUCT.name} en acción
            </h2>
            <ClickToPlayVideo src={DEMO_VIDEO} poster={DEMO_POSTER} title={`Demostración de ${PRODUCT.name} para empresas`} />
          </div>
        </section>

        <section id={SECTION.benefits} className="mk-section mk-anchor" aria-labelledby="benefits-title">
          <div className="container">
            <h2 id="benefits-title" className="mk-section-title">
              Beneficios
            </h2>
            <div className="mk-grid mk-grid-4">
              {BUSINESS_BENEFITS.map((benefit) => (
                <article key={benefit.title} className="card mk-feature">
                  <span className="mk-icon-badge">
                    <Icon name={benefit.icon} />
                  </span>
                  <h3>{benefit.title}</h3>
                  <p className="muted">{benefit.text}</p>
                </article>
              ))}
            </div>
            <div className="card mk-feature-list">
              <h3>Lo que {PRODUCT.name} hace por tu equipo</h3>
              <ul className="mk-checklist mk-checklist-2">
                {BUSINESS_FEATURES.map((feature) => (
                  <li key={feature}>
                    <Icon name="check" size={18} />
                    {feature}
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </section>

        <section id={SECTION.pricing} className="mk-section mk-section-alt mk-anchor" aria-labelledby="pricing-title">
          <div className="container">
            <h2 id="pricing-title" className="mk-section-title">
              Planes y precios
            </h2>
            <div className="mk-grid mk-grid-3 mk-plans">
              {PLANS.map((plan) => {
                const price = formatPlanPrice(plan);
                return (
                  <article key={plan.id} className={plan.popular ? 'card mk-plan is-popular' : 'card mk-plan'} aria-label={plan.name}>
                    {plan.popular && <span className="mk-plan-ribbon">{MOST_POPULAR_LABEL}</span>}
                    <h3>{plan.name}</h3>
                    <p className="mk-plan-price">
                      <strong>{price.amount}</strong>
                      {price.period && <span>{price.period}</span>}
                    </p>
                    <ul className="mk-checklist">
                      {plan.features.map((feature) => (
                        <li key={feature}>
                          <Icon name="check" size={18} />
                          {feature}
                        </li>
                      ))}
                    </ul>
                    {plan.action === 'Comenzar' ? (
                      <Link className={plan.popular ? 'btn btn-primary' : 'btn btn-secondary'} to="/signup">
                        Comenzar
                      </Link>
                    ) : (
                      <button type="button" className="btn btn-secondary" onClick={openContact}>
                        Contactar
                      </button>
                    )}
                  </article>
                );
              })}
            </div>
          </div>
        </section>

        <section className="mk-section" aria-labelledby="testimonials-title">
          <div className="container">
            <h2 id="testimonials-title" className="mk-section-title">
              Lo que dicen nuestros clientes
            </h2>
            <div className="mk-grid mk-grid-2">
              {BUSINESS_TESTIMONIALS.map((testimonial) => (
                <figure key={testimonial.name} className="card mk-testimonial">
                  <Icon name="quote" className="mk-quote-icon" />
                  <blockquote>{testimonial.quote}</blockquote>
                  <figcaption>
                    <strong>{testimonial.name}</strong>
                    <span className="muted">{testimonial.role}</span>
                  </figcaption>
                </figure>
              ))}
            </div>
          </div>
        </section>

        <section className="mk-section mk-final-cta" aria-labelledby="final-title">
          <div className="container mk-center stack">
            <h2 id="final-title">Cientos de empresas ya contratan con {PRODUCT.name}</h2>
            <p className="mk-lead">Publica tu primera vacante hoy o agenda una demostración con nuestro equipo.</p>
            <div className="mk-cta-row mk-cta-center">
              <Link className="btn btn-primary btn-lg" to="/create-vacancy">
                Crear Vacante Ahora
              </Link>
              <button type="button" className="btn btn-secondary btn-lg" onClick={openContact}>
                Solicitar Demostración
              </button>
            </div>
          </div>
        </section>
      </main>
      <MarketingFooter
        tagline={`Entrevistas automatizadas con inteligencia artificial para equipos de reclutamiento.`}
        links={FOOTER_LINKS}
        onContact={openContact}
      />
      <BusinessContactModal />
    </div>
  );
}
