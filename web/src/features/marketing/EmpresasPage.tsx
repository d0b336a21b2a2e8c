import { useEffect } from 'react';
import { AppLink } from '../../ui/AppLink';
import { PRODUCT } from '@clara/domain/brand';
import { formatPlanPrice, MOST_POPULAR_LABEL, PLANS } from '@clara/domain/marketing/plans';
import { DEMO_POSTER, DEMO_VIDEO } from '../../ui/media';
import { BUSINESS_BENEFITS, BUSINESS_FEATURES, BUSINESS_STATS, BUSINESS_STEPS, BUSINESS_TESTIMONIALS } from './content';
import { businessContactStore } from './businessContactStore';
import { BusinessContactModal } from './components/BusinessContactModal';
import { ClickToPlayVideo } from './components/ClickToPlayVideo';
import { Icon } from '../../ui/Icon';
import { MarketingFooter } from './components/MarketingFooter';
import { MarketingHeader, type NavItem } from './components/MarketingHeader';
import { Checklist, FeatureGrid, FinalCta, StepList, TitledSection } from './components/Sections';
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
          <AppLink className="btn btn-secondary" to="/login">
            Iniciar sesión
          </AppLink>
        }
      />
      <main>
        <section className="mk-hero mk-hero-business">
          <div className="container mk-center stack">
            <p className="mk-eyebrow">{PRODUCT.name} para Empresas</p>
            <h1>Entrevistas con inteligencia artificial para contratar mejor y más rápido</h1>
            <p className="mk-lead mk-narrow">
              {PRODUCT.name} hace las primeras entrevistas de tus candidatos, a cualquier hora, y te entrega un análisis
              objetivo de cada uno para que tu equipo se concentre en decidir.
            </p>
            <div className="mk-cta-row mk-cta-center">
              <AppLink className="btn btn-primary mk-btn-lg" to="/create-vacancy">
                Crear Vacante
              </AppLink>
              <button
                type="button"
                className="btn btn-secondary mk-btn-lg"
                onClick={() => scrollToSection(SECTION.demo)}
              >
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

        <TitledSection id={SECTION.howItWorks} className="mk-anchor" titleId="how-title" title="Cómo funciona">
          <StepList steps={BUSINESS_STEPS} />
        </TitledSection>

        <TitledSection
          id={SECTION.demo}
          className="mk-section-alt mk-anchor"
          containerClassName="container mk-narrow stack"
          titleId="demo-title"
          title={`Mira ${PRODUCT.name} en acción`}
        >
          <ClickToPlayVideo
            src={DEMO_VIDEO}
            poster={DEMO_POSTER}
            title={`Demostración de ${PRODUCT.name} para empresas`}
          />
        </TitledSection>

        <TitledSection id={SECTION.benefits} className="mk-anchor" titleId="benefits-title" title="Beneficios">
          <FeatureGrid cards={BUSINESS_BENEFITS} className="mk-grid-4" />
          <div className="card mk-feature-list">
            <h3>Lo que {PRODUCT.name} hace por tu equipo</h3>
            <Checklist items={BUSINESS_FEATURES} className="mk-checklist-2" />
          </div>
        </TitledSection>

        <TitledSection
          id={SECTION.pricing}
          className="mk-section-alt mk-anchor"
          titleId="pricing-title"
          title="Planes y precios"
        >
          <div className="mk-grid mk-grid-3 mk-plans">
            {PLANS.map((plan) => {
              const price = formatPlanPrice(plan);
              return (
                <article
                  key={plan.id}
                  className={plan.popular ? 'card mk-plan is-popular' : 'card mk-plan'}
                  aria-label={plan.name}
                >
                  {plan.popular && <span className="mk-plan-ribbon">{MOST_POPULAR_LABEL}</span>}
                  <h3>{plan.name}</h3>
                  <p className="mk-plan-price">
                    <strong>{price.amount}</strong>
                    {price.period && <span>{price.period}</span>}
                  </p>
                  <Checklist items={plan.features} />
                  {plan.action === 'Comenzar' ? (
                    <AppLink className={plan.popular ? 'btn btn-primary' : 'btn btn-secondary'} to="/signup">
                      Comenzar
                    </AppLink>
                  ) : (
                    <button type="button" className="btn btn-secondary" onClick={openContact}>
                      Contactar
                    </button>
                  )}
                </article>
              );
            })}
          </div>
        </TitledSection>

        <TitledSection titleId="testimonials-title" title="Lo que dicen nuestros clientes">
          <div className="mk-grid mk-grid-2">
            {BUSINESS_TESTIMONIALS.map((testimonial) => (
              <figure key={testimonial.name} className="card mk-testimonial">
                <Icon name="quote" size={24} className="mk-quote-icon" />
                <blockquote>{testimonial.quote}</blockquote>
                <figcaption>
                  <strong>{testimonial.name}</strong>
                  <span className="muted">{testimonial.role}</span>
                </figcaption>
              </figure>
            ))}
          </div>
        </TitledSection>

        <FinalCta
          title={`Cientos de empresas ya contratan con ${PRODUCT.name}`}
          lead="Publica tu primera vacante hoy o agenda una demostración con nuestro equipo."
        >
          <AppLink className="btn btn-primary mk-btn-lg" to="/create-vacancy">
            Crear Vacante Ahora
          </AppLink>
          <button type="button" className="btn btn-secondary mk-btn-lg" onClick={openContact}>
            Solicitar Demostración
          </button>
        </FinalCta>
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
