/** Texts of "Mi práctica", "Cómo mejorar" and the practice report a candidate shares (issue 12). */
import { PRODUCT } from '../brand';

export const MY_PRACTICE_PATH = '/mi-practica';

export const MY_PRACTICE_TEXTS = {
  title: 'Mi práctica',
  intro:
    'Las entrevistas de práctica que hiciste en este navegador. Solo se guardan en este dispositivo: sus códigos son la llave de cada entrevista.',
  link: 'Mi práctica',
  linkLong: 'Ver mi práctica y mi progreso',
  empty: 'Aún no hay entrevistas de práctica en este navegador.',
  startPractice: 'Empezar una práctica',
  loading: 'Cargando tus entrevistas…',
  listTitle: 'Tus entrevistas',
  date: 'Fecha',
  kind: 'Tipo',
  role: 'Puesto o enfoque',
  score: 'Puntuación',
  openAnalysis: 'Ver análisis',
  openInterview: 'Continuar entrevista',
  remove: 'Quitar',
  removeLabel: (title: string) => `Quitar «${title}» de este navegador`,
  noScore: 'Sin análisis',
  expired: 'Caducada: se borró al cumplir su plazo de conservación.',
  deleted: 'Ya no existe: se borró o el código no es válido.',
  unreachable: 'No se pudo comprobar ahora.',
  forget: 'Olvidar este dispositivo',
  forgetConfirmTitle: 'Olvidar este dispositivo',
  forgetConfirm:
    'Se quitarán de este navegador todas tus entrevistas de práctica. Las entrevistas no se borran: seguirán disponibles con su código hasta que caduquen. ¿Continuar?',
  forgetAction: 'Olvidar',
  forgotten: 'Este navegador ya no recuerda ninguna entrevista de práctica.',
  progressTitle: 'Tu progreso',
  progressNeedsTwo: 'Con dos o más entrevistas analizadas verás aquí cómo evolucionas.',
  scoreChartLabel: (values: string) => `Puntuación de 0 a 100 en cada intento: ${values}`,
  competencyChartLabel:
    'Calificación de cada competencia, de 1 a 5, en cada intento. Sin punto donde esa entrevista no la califica.',
  attempt: (index: number, date: string) => `#${index} ${date}`,
  attemptHeader: 'Intento',
  gapsNote: 'Una competencia que un tipo de entrevista no califica aparece como un hueco, no como un cero.',
} as const;

export const KIND_TEXTS: Record<'practice' | 'predefined' | 'custom', string> = {
  practice: 'Práctica general',
  predefined: 'Predefinida',
  custom: 'Personalizada',
};

export const IMPROVE_TEXTS = {
  title: 'Cómo mejorar',
  intro: 'Tus dos competencias con la calificación más baja, y con qué o con quién trabajarlas.',
  rating: (rating: number) => `Calificación ${rating}/5`,
  practiceAgain: 'Practica otra vez',
  practiceAgainHelp: (name: string) =>
    `Una nueva entrevista de práctica en la que ${PRODUCT.name} pregunta más sobre ${name.toLowerCase()}.`,
  starting: 'Creando la práctica…',
  startError: 'No se pudo crear la práctica. Inténtalo de nuevo en unos segundos.',
  coaches: 'Coaches digitales',
  talkTo: (name: string) => `Conversar con ${name}`,
  noCoach: 'Ningún coach digital disponible trabaja esta competencia todavía.',
  searchCoaches: (term: string) => `Buscar «${term}» en coaches digitales`,
  mentors: 'Mentores',
  perSession: 'por sesión',
  seeMentor: (name: string) => `Ver a ${name} en Mentores`,
  noMentor: 'Ningún mentor disponible trabaja esta competencia todavía.',
} as const;

export const SHARE_TEXTS = {
  stepTitle: `¿Has practicado con ${PRODUCT.name}?`,
  stepIntro: `Si hiciste una entrevista de práctica con ${PRODUCT.name}, puedes adjuntar su informe (puntuación, competencias con citas y resumen). Es opcional: la empresa verá que es una práctica, no una entrevista para esta vacante, y podrás retirarlo cuando quieras desde el análisis de esa práctica.`,
  none: 'No adjuntar ningún informe',
  fromDevice: 'Mis prácticas en este navegador',
  pasteCode: 'Pegar el código de una práctica',
  codeLabel: 'Código de la entrevista de práctica',
  invalidCode: 'El código debe tener 36 caracteres (letras, números y guiones).',
  noAnalysedPractice: 'No hay prácticas analizadas en este navegador. Puedes pegar el código de una.',
  attached: 'Adjunto',
  notAttached: 'Ninguno',
  /** Confirm step. */
  confirmLabel: 'Informe de práctica',
  /** Analysis page of the practice. */
  sharedTitle: 'Compartido con empresas',
  sharedIntro:
    'Adjuntaste el informe de esta práctica a estas postulaciones. Si lo retiras, la empresa ya no podrá verlo.',
  sharedWith: (vacancy: string, company: string) => `${vacancy} · ${company}`,
  revoke: 'Retirar informe',
  revokeConfirm: '¿Retirar el informe de esta práctica? La empresa verá que lo retiraste y ya no podrá leerlo.',
  revoked: 'Retirado',
  revokeError: 'No se pudo retirar el informe. Inténtalo de nuevo.',
  /** Recruiter's candidate modal. */
  reportTitle: 'Informe de práctica',
  reportNote: `Entrevista de práctica que el candidato hizo con ${PRODUCT.name} y decidió compartir. No es una entrevista para esta vacante.`,
  practiceBadge: 'Práctica',
  sharedOn: (date: string) => `Compartido el ${date}`,
  practiceDate: (date: string) => `Práctica del ${date}`,
  withdrawn: 'El candidato retiró su informe de práctica.',
  withdrawnOn: (date: string) => `Retirado el ${date}.`,
  loadError: 'No se pudo cargar el informe de práctica.',
  summary: 'Resumen',
  score: (score: number) => `Puntuación de la práctica: ${score}/100`,
  quoteAnswer: (answer: number) => `(respuesta ${answer})`,
  competencies: 'Competencias',
} as const;

export const SHARE_ERRORS = {
  practiceNotFound: 'No encontramos una entrevista de práctica con ese código.',
  practiceNotAnalysed: 'Esa entrevista de práctica aún no tiene análisis: termínala y analízala antes de adjuntarla.',
  shareNotFound: 'No encontramos ese informe compartido para esta práctica.',
  reportNotFound: 'Esta postulación no tiene un informe de práctica.',
} as const;
