import { PRODUCT } from '../brand';

/** A page's title and meta description (search results and link previews). */
export interface PageMeta {
  title: string;
  description: string;
}

/** The indexable pages that are not vacancies: prerendered (marketing) or public directories (coaches). */
export const PUBLIC_PAGES: Record<string, PageMeta> = {
  '/': {
    title: `${PRODUCT.name} · Practica tu entrevista de trabajo con IA`,
    description: `Practica entrevistas de trabajo con ${PRODUCT.name}, una entrevistadora con inteligencia artificial, y recibe un reporte con tus fortalezas y qué mejorar. Gratis, sin registro.`,
  },
  '/empresas': {
    title: `${PRODUCT.name} para empresas · Entrevistas con IA para reclutar`,
    description: `Publica vacantes, deja que ${PRODUCT.name} entreviste a tus candidatos las 24 horas y recibe un análisis detallado de cada uno. Contrata en menos tiempo.`,
  },
  '/como-funciona': {
    title: `Cómo funciona ${PRODUCT.name} · Guía para practicar tu entrevista`,
    description: `Paso a paso: elige tu entrevista, conversa con ${PRODUCT.name} por texto o voz y lee tu reporte con puntuación y consejos.`,
  },
  '/terms': {
    title: `Términos y comienzo de la práctica · ${PRODUCT.name}`,
    description: `Lee los términos de la entrevista de práctica con ${PRODUCT.name}: retroalimentación de IA, no una evaluación profesional. Acepta y comienza.`,
  },
  '/coachdigital': {
    title: `Coaches digitales · ${PRODUCT.name}`,
    description: 'Conversa con gemelos digitales de figuras históricas para preparar tu carrera y tus entrevistas.',
  },
  '/mentor': {
    title: `Mentores · ${PRODUCT.name}`,
    description: 'Encuentra un mentor disponible para acompañarte en tu búsqueda de empleo.',
  },
};

/** The pages prerendered to HTML at build time (web/prerender.mjs). */
export const PRERENDERED_PATHS = ['/', '/empresas', '/como-funciona', '/terms'] as const;
export type PrerenderedPath = (typeof PRERENDERED_PATHS)[number];

/**
 * Personal pages (an interview, a report, the company's dashboard, the sign-in screens): never indexed.
 * The one list of them: the app adds the robots meta tag from it, and firebase.json's `X-Robots-Tag: noindex` rule
 * (static JSON that `firebase deploy` reads) must name the same paths: stack/hosting.test.ts fails when they differ,
 * and tests/integration/publicPages/crawlers.test.ts asks Hosting for each of them.
 */
export const NOINDEX_PAGES: Record<string, string> = {
  [`/${PRODUCT.path}`]: `Entrevista con ${PRODUCT.name}`,
  '/chat': `Entrevista de práctica · ${PRODUCT.name}`,
  '/analysis': `Tu análisis · ${PRODUCT.name}`,
  '/dashboard': `Panel de vacantes · ${PRODUCT.name}`,
  '/create-vacancy': `Crear vacante · ${PRODUCT.name}`,
  '/equipo': `Equipo · ${PRODUCT.name}`,
  '/empresa': `Perfil de la empresa · ${PRODUCT.name}`,
  '/embudo': `Embudo de selección · ${PRODUCT.name}`,
  '/integraciones': `Webhooks · ${PRODUCT.name}`,
  '/correos': `Plantillas de correo · ${PRODUCT.name}`,
  '/tablero': `Tablero de la vacante · ${PRODUCT.name}`,
  '/auditoria': `Registro de auditoría · ${PRODUCT.name}`,
  '/equidad': `Equidad · ${PRODUCT.name}`,
  '/cumplimiento': `Cumplimiento · ${PRODUCT.name}`,
  '/entrevistas': `Próximas entrevistas · ${PRODUCT.name}`,
  '/agendar': `Tu entrevista · ${PRODUCT.name}`,
  '/login': `Iniciar sesión · ${PRODUCT.name}`,
  '/home': `Iniciar sesión · ${PRODUCT.name}`,
  '/signup': `Crear cuenta · ${PRODUCT.name}`,
  '/magic-link': `Acceso por enlace · ${PRODUCT.name}`,
  '/confirm-sign-in': `Confirmando acceso · ${PRODUCT.name}`,
  '/jobdesc': `Asistente de descripción de puesto · ${PRODUCT.name}`,
  '/mis-datos': `Tus datos de postulación · ${PRODUCT.name}`,
  '/mi-analisis': `Tu análisis · ${PRODUCT.name}`,
  '/autoidentificacion': `Cuestionario voluntario · ${PRODUCT.name}`,
  '/mi-practica': `Mi práctica · ${PRODUCT.name}`,
};

export const DEFAULT_TITLE = `${PRODUCT.name} · Entrevistas con IA`;
