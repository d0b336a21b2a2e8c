import { PRODUCT } from '../brand';
/**
 * The readable texts behind the footers' 'Aviso de Privacidad' and 'Términos de Uso' (DECISIONS: privacy
 * and terms open readable texts). Written for what Clara actually does with data; have them reviewed by
 * counsel for the jurisdiction of the operating company before launch.
 */
export interface LegalSection {
  heading: string;
  paragraphs: readonly string[];
}

export interface LegalDocument {
  id: 'privacidad' | 'terminos';
  title: string;
  updated: string;
  intro: string;
  sections: readonly LegalSection[];
}

export const PRIVACY_NOTICE: LegalDocument = {
  id: 'privacidad',
  title: 'Aviso de Privacidad',
  updated: 'Última actualización: noviembre de 2026',
  intro: `Este aviso explica qué datos personales trata ${PRODUCT.name}, para qué los usa, con quién los comparte y cómo puedes ejercer tus derechos sobre ellos.`,
  sections: [
    {
      heading: 'Datos que recopilamos',
      paragraphs: [
        'Formularios de contacto: nombre, correo electrónico y mensaje; en el formulario para empresas, además, nombre de la empresa y teléfono.',
        'Entrevistas: los mensajes que escribes, las grabaciones de audio o video que envías, sus transcripciones y el análisis que se genera al terminar.',
        'Postulaciones a vacantes: nombre, correo electrónico, teléfono, perfil de LinkedIn (opcional) y el texto de tu currículum.',
        'Cuentas de empresas: correo electrónico, nombre de la empresa y los datos de las vacantes que publican.',
      ],
    },
    {
      heading: 'Para qué los usamos',
      paragraphs: [
        'Para realizar la entrevista, generar tu análisis y mostrártelo; para que la empresa a la que te postulas evalúe tu candidatura; para responder tus mensajes de contacto y solicitudes de demostración.',
        'No vendemos tus datos ni los usamos para publicidad de terceros.',
      ],
    },
    {
      heading: 'Inteligencia artificial y proveedores',
      paragraphs: [
        'Las conversaciones y transcripciones se procesan con modelos de inteligencia artificial para formular preguntas y elaborar el análisis. Cuando el servicio usa un proveedor externo de IA o de transcripción de voz, este recibe solo el contenido necesario para esa tarea.',
        'Los datos se alojan en la infraestructura en la nube de Google (Firebase).',
      ],
    },
    {
      heading: 'Quién puede ver tu entrevista',
      paragraphs: [
        'Una entrevista de práctica solo se puede abrir con su código personal de 36 caracteres: compártelo únicamente con quien tú elijas.',
        'Si la entrevista es parte de una postulación, la empresa que publicó la vacante puede ver la transcripción y el análisis.',
      ],
    },
    {
      heading: 'Conservación y tus derechos',
      paragraphs: [
        'Conservamos los datos mientras sean necesarios para los fines descritos o mientras la ley lo exija.',
        'Puedes solicitar el acceso, la rectificación, la cancelación u oposición al tratamiento de tus datos escribiéndonos desde el formulario de Contacto de esta página.',
      ],
    },
  ],
};

export const TERMS_OF_USE: LegalDocument = {
  id: 'terminos',
  title: 'Términos de Uso',
  updated: 'Última actualización: noviembre de 2026',
  intro: `Al usar ${PRODUCT.name} aceptas estos términos. Si no estás de acuerdo con ellos, no utilices el servicio.`,
  sections: [
    {
      heading: 'El servicio',
      paragraphs: [
        `${PRODUCT.name} ofrece entrevistas de práctica con una entrevistadora de inteligencia artificial, un análisis de cada entrevista y herramientas para que las empresas entrevisten a sus candidatos.`,
        'Durante la beta la práctica es gratuita y el número de prácticas es ilimitado. Más adelante podrá cobrarse una tarifa, que anunciaremos con anticipación.',
      ],
    },
    {
      heading: 'Naturaleza del análisis',
      paragraphs: [
        'Las preguntas y el análisis los genera una inteligencia artificial. Son orientativos y pueden contener errores: no constituyen una evaluación profesional, psicológica ni de recursos humanos, ni garantizan resultados en un proceso de selección.',
      ],
    },
    {
      heading: 'Uso aceptable',
      paragraphs: [
        'No envíes contenido ilegal, ofensivo o que infrinja derechos de terceros, ni datos personales de otras personas sin su consentimiento.',
        'No intentes acceder a entrevistas, vacantes o datos que no te pertenecen, ni sobrecargar o automatizar el uso del servicio.',
      ],
    },
    {
      heading: 'Empresas',
      paragraphs: [
        `Las empresas son responsables de las vacantes que publican y de las decisiones de contratación que toman. El análisis de ${PRODUCT.name} es una ayuda y no debe ser el único criterio para descartar a una persona.`,
        'Los planes y precios publicados son informativos; las condiciones de cada contrato se acuerdan por escrito.',
      ],
    },
    {
      heading: 'Responsabilidad y cambios',
      paragraphs: [
        'El servicio se ofrece tal cual, sin garantía de disponibilidad continua. Podemos modificar estos términos; los cambios relevantes se publicarán en esta página.',
      ],
    },
  ],
};

export const LEGAL_DOCUMENTS = { privacidad: PRIVACY_NOTICE, terminos: TERMS_OF_USE } as const;
