/** Every text of the fairness feature a person reads (issue 33), in Spanish, defined once. */
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
