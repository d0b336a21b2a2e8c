/** Every text of the fairness feature a person reads (issue 33), in Spanish, defined once. */
import { PRODUCT } from '../brand';
import { PREFER_NOT_TO_SAY, type SelfIdDimension } from './selfIdentification';

export const SELF_ID_PATH = '/autoidentificacion';
/** The form's link: the token travels in the fragment, which no server or proxy sees. */
export const selfIdentificationUrl = (origin: string, token: string) =>
  `${origin.replace(/\/$/, '')}${SELF_ID_PATH}#${token}`;

export const SELF_ID_TEXTS = {
  title: 'Cuestionario voluntario de diversidad',
  intro:
    'Responder es voluntario y no cambia nada de tu postulación. Nadie que evalúa tu candidatura verá tus ' +
    'respuestas: se guardan aparte, no se envían a ninguna inteligencia artificial ni a otros sistemas, y la ' +
    'empresa solo ve cifras agregadas para comprobar que su proceso trata por igual a todos los grupos. Puedes ' +
    'dejar cualquier pregunta en «Prefiero no decirlo». Se borran con tu postulación.',
  invite:
    'Ayúdanos a comprobar que el proceso es justo: responde un cuestionario voluntario y anónimo para quien evalúa.',
  inviteLink: 'Responder el cuestionario voluntario',
  submit: 'Enviar respuestas',
  sending: 'Enviando…',
  saved: 'Gracias. Tus respuestas se guardaron aparte de tu postulación.',
  noToken: 'Este enlace no es válido. Ábrelo desde el mensaje que recibiste al postularte.',
  questions: {
    sex: 'Sexo',
    ageBand: 'Edad',
    disability: '¿Tienes alguna discapacidad?',
    origin: 'País de origen',
  } satisfies Record<SelfIdDimension, string>,
  options: {
    [PREFER_NOT_TO_SAY]: 'Prefiero no decirlo',
    mujer: 'Mujer',
    hombre: 'Hombre',
    otro: 'Otro',
    menos_de_25: 'Menos de 25 años',
    '25_a_39': 'De 25 a 39 años',
    '40_o_mas': '40 años o más',
    si: 'Sí',
    no: 'No',
    pais_de_la_vacante: 'El mismo país del puesto',
    otro_pais_de_latinoamerica: 'Otro país de Latinoamérica',
    otro_pais_de_europa: 'Otro país de Europa',
    otro_pais: 'Otro país',
    desconocido: 'Desconocido',
  } as Record<string, string>,
} as const;

export const FAIRNESS_ERRORS = {
  invalidLink: 'Este enlace no es válido, ya no está abierto o la postulación fue borrada.',
  notDecided: 'El cuestionario se abrirá cuando la empresa tome una decisión sobre tu postulación.',
  ownerOnly: 'Solo la persona propietaria de la empresa puede ver los datos de equidad y su configuración.',
} as const;

/** The "Equidad" page (issue 33): each figure explained in plain Spanish. */
export const EQUIDAD_PATH = '/equidad';
export const EQUIDAD_TEXTS = {
  menuLink: 'Equidad',
  title: 'Equidad',
  companyScope: 'Toda la empresa',
  scopeLabel: 'Ver',
  intro:
    'Compara cómo avanzan en el proceso los grupos que los candidatos declararon de forma voluntaria (sexo, edad, ' +
    'discapacidad, país de origen) y sus combinaciones de dos en dos. Solo tú, como propietaria o propietario de la ' +
    'empresa, ves estas cifras, y solo agregadas: nadie ve las respuestas de una persona.',
  selectionExplained:
    'Tasa de selección: de cada 100 postulaciones del grupo, cuántas llegaron a «Seleccionado». Ratio de impacto: la ' +
    'tasa del grupo dividida por la del grupo más seleccionado (1,000 es la misma tasa).',
  flagExplained: (minimum: number) =>
    `Un ratio por debajo de 0,80 (la regla de los cuatro quintos) se marca como posible impacto adverso, solo cuando ` +
    `el grupo y el grupo de referencia tienen al menos ${minimum} personas: con menos, la diferencia puede ser azar. ` +
    'Una marca no prueba discriminación: es una señal para revisar el proceso.',
  scoreExplained:
    `Puntuación de ${PRODUCT.name} (método de auditoría de sesgo de Nueva York): se calcula la mediana de todas las ` +
    'puntuaciones; la tasa de puntuación de un grupo es la parte de sus candidatos por encima de esa mediana, y su ' +
    'ratio de impacto la compara con el grupo de tasa más alta.',
  unknownExplained:
    '«Desconocido» cuenta a quien no respondió o eligió «Prefiero no decirlo»: se muestra, pero no se compara.',
  smallExplained: (percent: number) =>
    `Un grupo con menos del ${percent} % de las postulaciones se muestra con sus cifras, pero no se compara: con ` +
    'tan pocas personas el ratio no dice nada y podría identificarlas.',
  totals: (applications: number, selected: number, scored: number) =>
    `${applications} postulaciones, ${selected} seleccionadas, ${scored} con puntuación de ${PRODUCT.name}.`,
  median: (median: number | null) =>
    median === null
      ? `Aún no hay puntuaciones de ${PRODUCT.name}.`
      : `Mediana de la puntuación de ${PRODUCT.name}: ${median}.`,
  flaggedSummary: 'Hay ratios por debajo de 0,80 con datos suficientes: revisa las filas marcadas.',
  noFlags: 'Ningún ratio por debajo de 0,80 con datos suficientes.',
  empty: 'Todavía no hay postulaciones que contar.',
  columns: {
    group: 'Grupo',
    applications: 'Postulaciones',
    share: '% del total',
    reached: 'Llegaron a',
    selectionRate: 'Tasa de selección',
    impactRatio: 'Ratio de impacto',
    scored: 'Con puntuación',
    scoringRate: 'Tasa de puntuación',
    scoringImpactRatio: 'Ratio (puntuación)',
  },
  flagged: 'Bajo 0,80',
  excludedUnknown: 'No se compara: desconocido',
  excludedSmall: 'No se compara: menos del 2 %',
  dimensionNames: {
    sex: 'Sexo',
    ageBand: 'Edad',
    disability: 'Discapacidad',
    origin: 'País de origen',
  } satisfies Record<SelfIdDimension, string>,
  ownerOnly: 'Solo la persona propietaria de la empresa puede ver los datos de equidad.',
} as const;

/** A rate or ratio with three decimals, Spanish style (0,375); a dash when there is none. */
export const formatRatio = (value: number | null) => (value === null ? '—' : value.toFixed(3).replace('.', ','));
