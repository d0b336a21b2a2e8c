import { AppLink } from '../../ui/AppLink';
import { PRODUCT } from '@clara/domain/brand';
import { INTERVIEW_CODE_LENGTH } from '@clara/domain/constants';
import { PRACTICE_DURATION_TEXT } from '@clara/domain/marketing/practice';
import type { FeatureCardContent } from './content';
import { Checklist, FeatureGrid, FinalCta, StepList, TitledSection } from './components/Sections';
import { SeekerPage, StartPracticeLink } from './components/SiteChrome';
import './marketing.css';

const CODE_ROUTE = `/${PRODUCT.path}`;

const MODES: readonly FeatureCardContent[] = [
  {
    icon: 'chat',
    title: 'Práctica rápida',
    text: `Acepta los términos y ${PRODUCT.name} empieza al instante una entrevista general para conocerte.`,
    link: { to: '/terms', label: 'Empezar ahora' },
  },
  {
    icon: 'chart',
    title: 'Entrevista para un puesto',
    text: 'Elige una entrevista predefinida (por ejemplo, Desarrollador Frontend), lee su descripción y comienza.',
    link: { to: CODE_ROUTE, label: 'Elegir entrevista' },
  },
  {
    icon: 'scale',
    title: 'Entrevista a tu medida',
    text: 'Pega la descripción del puesto y tu perfil, y elige el enfoque: habilidades, experiencia o balanceada.',
    link: { to: CODE_ROUTE, label: 'Configurar entrevista' },
  },
];

const STEPS = [
  {
    title: 'Acepta los términos',
    text: 'Mira el video de introducción y confirma que entiendes que es una práctica con retroalimentación de una IA.',
  },
  {
    title: `Conversa con ${PRODUCT.name}`,
    text: `Responde escribiendo, con tu voz o enviando una grabación de audio o video. La entrevista dura de ${PRACTICE_DURATION_TEXT}.`,
  },
  {
    title: 'Pide tu análisis',
    text: 'Cuando la entrevista concluye, pulsa «Analizar Entrevista»: en segundos tendrás tu reporte.',
  },
  {
    title: 'Revisa y vuelve cuando quieras',
    text: `Tu entrevista tiene un código personal de ${INTERVIEW_CODE_LENGTH} caracteres: guárdalo para volver a ver tu conversación y tu análisis.`,
  },
];

const TIPS = [
  'Busca un lugar tranquilo y, si vas a usar tu voz, permite el acceso al micrófono.',
  'Trátala como una entrevista real: responde con calma y en primera persona.',
  'Apoya tus respuestas con ejemplos concretos: situación, tarea, acción y resultado.',
  'Lee tu análisis, elige una o dos mejoras y vuelve a practicar: las prácticas son ilimitadas.',
];

/**
 * `/como-funciona`: the second landing-style page (SPEC §2), for job seekers who want to know how the
 * practice works before starting: the ways to practise, the steps, tips, and where a company's code goes.
 */
export default function PracticeGuidePage() {
  return (
    <SeekerPage>
      {(openContact) => (
        <>
          <section className="mk-hero mk-hero-compact">
            <div className="container mk-center stack">
              <p className="mk-eyebrow">Guía para candidatos</p>
              <h1>Cómo funciona tu práctica de entrevista</h1>
              <p className="mk-lead mk-narrow">
                {PRODUCT.name} es una entrevistadora con inteligencia artificial. Practica sin registro, gratis durante
                la beta y tantas veces como quieras; al terminar recibes un análisis de tu desempeño.
              </p>
              <div className="mk-cta-row mk-cta-center">
                <StartPracticeLink />
                <AppLink className="btn btn-secondary mk-btn-lg" to={CODE_ROUTE}>
                  Tengo un código de entrevista
                </AppLink>
              </div>
            </div>
          </section>

          <TitledSection titleId="modes-title" title="Elige cómo practicar">
            <FeatureGrid cards={MODES} className="mk-grid-3" />
          </TitledSection>

          <TitledSection titleId="steps-title" title="Paso a paso" className="mk-section-alt">
            <StepList steps={STEPS} className="mk-steps-4" />
          </TitledSection>

          <section className="mk-section" aria-labelledby="company-title">
            <div className="container mk-split">
              <div className="stack">
                <h2 id="company-title">¿Una empresa te invitó a entrevistarte?</h2>
                <p className="mk-lead">
                  Si te postulaste a una vacante y recibiste un código personal de entrevista, escríbelo en la página de{' '}
                  {PRODUCT.name} y pulsa «EMPEZAR». Esa entrevista la verá la empresa, junto con su análisis.
                </p>
                <div>
                  <AppLink className="btn btn-primary" to={CODE_ROUTE}>
                    Introducir mi código
                  </AppLink>
                </div>
              </div>
              <div className="card stack">
                <h3>Consejos para aprovecharla</h3>
                <Checklist items={TIPS} />
              </div>
            </div>
          </section>

          <FinalCta
            title="Tu próxima entrevista empieza aquí"
            lead="El análisis es orientativo: úsalo para prepararte, no como una evaluación profesional."
          >
            <StartPracticeLink />
            <button type="button" className="btn btn-secondary mk-btn-lg" onClick={openContact}>
              ¿Dudas? Escríbenos
            </button>
          </FinalCta>
        </>
      )}
    </SeekerPage>
  );
}
