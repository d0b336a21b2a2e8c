/**
 * Issue 30: the CV as a file. A candidate attaches a PDF or a DOCX (at most CV_FILE_MAX_BYTES) beside or instead
 * of pasted text; its type is decided by its first bytes, never by its name or the browser's MIME type. Zod-free:
 * the public job page reads it before zod loads.
 */

export const CV_FILE_MAX_MB = 5;
export const CV_FILE_MAX_BYTES = CV_FILE_MAX_MB * 1024 * 1024;
/** The longest base64 text of a file of CV_FILE_MAX_BYTES (4 characters per 3 bytes, padded). */
export const CV_FILE_MAX_BASE64 = Math.ceil(CV_FILE_MAX_BYTES / 3) * 4;
export const CV_FILE_NAME_MAX = 200;

export type CvFileKind = 'pdf' | 'docx';

export const CV_FILE_MIME: Record<CvFileKind, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};
const EXTENSION: Record<CvFileKind, string> = { pdf: '.pdf', docx: '.docx' };

/** What the file picker offers (a hint only: the server decides by the content). */
export const CV_FILE_ACCEPT = `${EXTENSION.pdf},${EXTENSION.docx},${CV_FILE_MIME.pdf},${CV_FILE_MIME.docx}`;

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04]; // PK\3\4: a DOCX is a ZIP package (its content is checked on reading)
const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((byte, index) => bytes[index] === byte);

/** The file's kind from its first bytes; null for anything else (an executable renamed `cv.pdf`, an image…). */
export function cvFileKindOf(bytes: Uint8Array): CvFileKind | null {
  if (startsWith(bytes, PDF_MAGIC)) return 'pdf';
  if (startsWith(bytes, ZIP_MAGIC)) return 'docx';
  return null;
}

/** The name the file is stored and served under: the candidate's, without path, with its kind's extension. */
export function cvFileName(name: string, kind: CvFileKind): string {
  const base =
    (name.split(/[\\/]/).pop() ?? '')
      // eslint-disable-next-line no-control-regex -- control characters never belong in a file name
      .replace(/[\u0000-\u001f\u007f"]/g, '')
      .trim()
      .replace(/\.(pdf|docx?)$/i, '')
      .slice(0, CV_FILE_NAME_MAX - 5) || 'cv';
  return `${base}${EXTENSION[kind]}`;
}

/** "1,2 MB", "830 KB": the size a person reads beside the file's name. */
export function cvFileSizeLabel(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1).replace('.', ',')} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** The attached file as the recruiter's view and the candidate's data show it. */
export interface CvFileSummary {
  name: string;
  mimeType: string;
  sizeBytes: number;
}

export const CV_FILE_TEXTS = {
  pick: 'Sube tu CV (PDF o DOCX)',
  pickHint: `Hasta ${CV_FILE_MAX_MB} MB. También puedes pegar el texto debajo.`,
  change: 'Cambiar archivo',
  remove: 'Quitar archivo',
  removeNamed: (name: string) => `Quitar ${name}`,
  pasteInstead: 'Pega aquí tu currículum (experiencia, educación, habilidades)',
  pasteExtra: 'Añade algo más a tu CV (opcional)',
  attached: 'CV adjunto',
  confirmLabel: 'Archivo del CV',
  reading: 'Leyendo el archivo…',
  // The recruiter's view
  original: 'Archivo original',
  open: 'Abrir el original',
  opening: 'Abriendo…',
  openFailed: 'No se pudo abrir el archivo del CV. Inténtalo de nuevo.',
} as const;

export const CV_FILE_ERRORS = {
  tooLarge: `El archivo del CV supera ${CV_FILE_MAX_MB} MB. Sube uno más pequeño o pega el texto.`,
  wrongType: 'El archivo del CV debe ser un PDF o un documento de Word (.docx).',
  unreadable: 'No pudimos leer el archivo del CV. Comprueba que se abre bien o pega el texto.',
  noText:
    'No encontramos texto en el archivo del CV (¿es una imagen escaneada?). Pega el texto de tu CV junto al archivo.',
  invalidData: 'El archivo del CV no llegó completo. Vuelve a adjuntarlo.',
  cvRequired: 'Adjunta tu CV o pega su texto.',
  notFound: 'Este candidato no adjuntó un archivo de CV.',
} as const;
