import { z } from 'zod';
import { COMMON_ERRORS, findMalformedValue, isWellFormedText, type ApiErrorBody } from './errors';
import { ValidationError } from './failures';

// The error body and texts live in a zod-free module so that web pages can use them without zod.
export { COMMON_ERRORS, findMalformedValue, isWellFormedText, type ApiErrorBody };

/** Spanish messages for zod's built-in checks, so a 400 always reads clearly. */
export const fieldMessages = {
  required: (label: string) => `El campo «${label}» es obligatorio.`,
  tooLong: (label: string, max: number) => `El campo «${label}» admite como máximo ${max} caracteres.`,
  email: 'El correo electrónico no tiene un formato válido.',
  oneOf: (label: string, options: readonly string[]) => `El campo «${label}» debe ser uno de: ${options.join(', ')}.`,
} as const;

/** A required, trimmed, bounded text field with Spanish messages. */
export const requiredText = (label: string, max = 2000) =>
  z
    .string({ error: fieldMessages.required(label) })
    .trim()
    .min(1, { error: fieldMessages.required(label) })
    .max(max, { error: fieldMessages.tooLong(label, max) });

/** An optional, trimmed, bounded text field; missing becomes ''. */
export const optionalText = (label: string, max = 2000) =>
  z
    .string()
    .trim()
    .max(max, { error: fieldMessages.tooLong(label, max) })
    .optional()
    .transform((value) => value ?? '');

export const emailField = (label = 'correo electrónico') =>
  requiredText(label, 254).pipe(z.email({ error: fieldMessages.email }));

export const oneOf = <const T extends readonly [string, ...string[]]>(label: string, options: T) =>
  z.enum(options, { error: fieldMessages.oneOf(label, options) });

/** Turns a zod error into the API's error body: the first message, plus every field's. */
export function describeZodError(error: z.ZodError): ApiErrorBody {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    if (!(key in fields)) fields[key] = issue.message;
  }
  const first = error.issues[0]?.message ?? COMMON_ERRORS.invalidBody;
  return { error: first, fields };
}

/** The value parsed with a shared schema; a failure throws a ValidationError with every field's message. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const body = describeZodError(parsed.error);
  throw new ValidationError(body.error, body.fields);
}
