/**
 * SPEC §3 Mentor and §9: ten sample 1-1 human mentors, $120–$300 per session; DECISIONS: ids 3, 5 and 9
 * are unavailable (7 available).
 *
 * Kept static here rather than in Firestore: they are display-only sample data that nothing writes,
 * booking is not possible yet, and a static list renders /mentor with no network call and no
 * database reads. When booking arrives they move to a `mentors` collection behind the API.
 * The people are fictional.
 */
export interface Mentor {
  id: number;
  image: string;
  name: string;
  title: string;
  bio: string;
  labels: string[];
  /** USD per session. */
  price: number;
  available: boolean;
}

export const UNAVAILABLE_MENTOR_IDS: readonly number[] = [3, 5, 9];
export const MENTOR_PRICE_RANGE = { min: 120, max: 300 } as const;

export const MENTOR_TEXTS = {
  searchPlaceholder: 'Busca por nombre, especialidad o tema',
  schedule: 'Agendar',
  unavailable: 'Sin Disponibilidad',
  noResults: 'No encontramos mentores que coincidan con tu búsqueda.',
  bookingTitle: 'Reservas próximamente',
  bookingNotYet: (name: string) =>
    `Todavía no es posible agendar sesiones. Estamos preparando las reservas 1 a 1 con ${name}; muy pronto podrás elegir fecha y hora desde aquí. No se ha realizado ningún cargo.`,
  perSession: 'por sesión',
} as const;

const mentor = (id: number, name: string, title: string, bio: string, labels: string[], price: number): Mentor => ({
  id,
  image: `/coaches/mentors/mentor-${id}.svg`,
  name,
  title,
  bio,
  labels,
  price,
  available: !UNAVAILABLE_MENTOR_IDS.includes(id),
});

export const MENTORS: readonly Mentor[] = [
  mentor(
    1,
    'Lucía Fernández',
    'Reclutadora de Tecnología',
    '12 años contratando equipos de ingeniería en startups y empresas globales. Te ayuda a preparar entrevistas técnicas y a presentar tu experiencia con claridad.',
    ['Entrevistas técnicas', 'Tecnología', 'CV'],
    120,
  ),
  mentor(
    2,
    'Andrés Morales',
    'Director de Recursos Humanos',
    'Ha liderado procesos de selección para más de 2,000 puestos. Experto en entrevistas por competencias y negociación de ofertas.',
    ['Recursos Humanos', 'Negociación', 'Competencias'],
    180,
  ),
  mentor(
    3,
    'Valeria Ruiz',
    'Coach de Liderazgo',
    'Acompaña a nuevos líderes en su primer rol de gestión: comunicación, delegación y conversaciones difíciles.',
    ['Liderazgo', 'Gestión de equipos', 'Comunicación'],
    250,
  ),
  mentor(
    4,
    'Diego Castillo',
    'Gerente de Producto',
    'Mentor de personas que quieren pasar a producto desde ingeniería, diseño o negocio. Portafolio, casos y entrevistas de producto.',
    ['Producto', 'Cambio de carrera', 'Casos prácticos'],
    200,
  ),
  mentor(
    5,
    'Camila Ortega',
    'Especialista en Marca Personal',
    'Optimiza tu perfil profesional y tu historia para destacar en procesos de selección y en redes profesionales.',
    ['Marca personal', 'LinkedIn', 'Storytelling'],
    150,
  ),
  mentor(
    6,
    'Javier Méndez',
    'Consultor Financiero',
    'Prepara entrevistas para banca, finanzas corporativas y auditoría, con práctica de preguntas técnicas y de caso.',
    ['Finanzas', 'Banca', 'Entrevistas de caso'],
    300,
  ),
  mentor(
    7,
    'Sofía Navarro',
    'Diseñadora UX Senior',
    'Revisa portafolios de diseño y simula presentaciones de proyectos ante paneles de contratación.',
    ['Diseño UX', 'Portafolio', 'Presentaciones'],
    160,
  ),
  mentor(
    8,
    'Martín Herrera',
    'Científico de Datos',
    'Prepara pruebas técnicas de SQL, estadística y aprendizaje automático, y cómo explicar tus proyectos.',
    ['Datos', 'SQL', 'Entrevistas técnicas'],
    220,
  ),
  mentor(
    9,
    'Elena Vargas',
    'Abogada Laboral',
    'Orienta sobre contratos, prestaciones y derechos laborales antes de aceptar una oferta.',
    ['Derecho laboral', 'Contratos', 'Ofertas'],
    280,
  ),
  mentor(
    10,
    'Ricardo Peña',
    'Coach de Carrera',
    'Ayuda a definir tu siguiente paso profesional, planear una transición y prepararte para entrevistas de primer empleo.',
    ['Orientación vocacional', 'Primer empleo', 'Cambio de carrera'],
    130,
  ),
];

export function mentorPriceLabel(price: number): string {
  return `$${price} USD`;
}
