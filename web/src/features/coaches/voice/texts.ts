import { PRODUCT } from '@clara/domain/brand';

/** The /voz demo's own texts; the speech errors are SPEECH_TEXTS in @clara/domain/speech. */
export const VOICE_TEXTS = {
  listen: 'Hablar',
  stop: 'Detener',
  listening: 'Escuchando…',
  send: 'Enviar',
  placeholder: 'Habla o escribe un mensaje…',
  echo: (text: string) => `Escuché: «${text}»`,
  intro: `Hola, soy la demo de voz de ${PRODUCT.name}. Pulsa «Hablar», di algo en español y lo repetiré.`,
} as const;
