/**
 * Issue 32: the company's email templates (`companies/{companyId}/email_templates/{kind}`), read through their
 * converter; a kind without a saved document uses Clara's default. Every email still goes through the one outbox
 * (send.ts): a template only decides its text.
 */
import {
  DEFAULT_TEMPLATES,
  RECRUITING_ERRORS,
  SAMPLE_CANDIDATE,
  TEMPLATE_KINDS,
  renderTemplate,
  templateOrDefault,
  type EmailTemplate,
  type MailBlock,
  type MailContent,
  type TemplateKind,
  type TemplateValues,
  nowSeconds,
} from '@clara/domain';
import { storedEmailTemplateSchema } from '@clara/domain/mail/documents';
import type { EmailTemplateView } from '@clara/domain/mail/routes';
import { applicationDocs, applications, companyRef, namesOf } from '../company/documents';
import { NotFoundError } from '@clara/domain/common/failures';
import { storedConverter } from '../platform/stored';

const templateDocs = storedConverter('email_templates', storedEmailTemplateSchema, (_id, { subject, body }) => ({
  subject,
  body,
}));
const templates = (companyId: string) => companyRef(companyId).collection('email_templates');

/** The company's saved template of a kind, or null (Clara's default applies). */
export async function savedTemplate(companyId: string, kind: TemplateKind): Promise<EmailTemplate | null> {
  return templateDocs.read(await templates(companyId).doc(kind).get());
}

/** The template the company uses for a kind. */
export async function companyTemplate(companyId: string, kind: TemplateKind): Promise<EmailTemplate> {
  return templateOrDefault(kind, await savedTemplate(companyId, kind));
}

/** Every kind, the company's or Clara's, in the order of TEMPLATE_KINDS. */
export async function listTemplates(companyId: string): Promise<EmailTemplateView[]> {
  const snapshot = await templates(companyId).get();
  const saved = new Map(snapshot.docs.map((doc) => [doc.id, templateDocs.read(doc)]));
  return TEMPLATE_KINDS.map((kind) => {
    const own = saved.get(kind);
    return { kind, ...(own ?? DEFAULT_TEMPLATES[kind]), custom: Boolean(own) };
  });
}

export async function saveTemplate(
  companyId: string,
  kind: TemplateKind,
  template: EmailTemplate,
  by: string | null,
): Promise<EmailTemplateView> {
  await templates(companyId)
    .doc(kind)
    .set({ subject: template.subject, body: template.body, updatedAt: nowSeconds(), updatedBy: by });
  return { kind, ...template, custom: true };
}

export async function resetTemplate(companyId: string, kind: TemplateKind): Promise<EmailTemplateView> {
  await templates(companyId).doc(kind).delete();
  return { kind, ...DEFAULT_TEMPLATES[kind], custom: false };
}

/** The company's template of a kind filled with the values, followed by Clara's own paragraphs. */
export async function companyEmail(
  companyId: string,
  kind: TemplateKind,
  values: TemplateValues,
  appended: readonly MailBlock[] = [],
): Promise<MailContent> {
  return renderTemplate(await companyTemplate(companyId, kind), values, appended);
}

/**
 * A template as a candidate would get it: filled with one of the company's candidates (the one asked for, else the
 * latest) or, without any, with sample data. The link is the site's, as an example.
 */
export async function previewTemplate(
  companyId: string,
  template: EmailTemplate,
  applicationId: string | undefined,
  origin: string,
): Promise<MailContent & { candidateName: string | null }> {
  const application = applicationId
    ? applicationDocs.read(await applications().doc(applicationId).get())
    : (await applications().where('companyId', '==', companyId).limit(1).get()).docs.map((d) =>
        applicationDocs.read(d),
      )[0];
  if (applicationId && application?.companyId !== companyId)
    throw new NotFoundError(RECRUITING_ERRORS.applicationNotFound);
  const names = await namesOf(companyId, application?.vacancyId ?? '');
  const candidateName = application?.name ?? null;
  const content = renderTemplate(template, {
    nombre: candidateName ?? SAMPLE_CANDIDATE.candidateName,
    vacante: application ? names.vacancyTitle : SAMPLE_CANDIDATE.vacancyTitle,
    empresa: names.companyName,
    enlace: `${origin.replace(/\/$/, '')}/`,
  });
  return { ...content, candidateName };
}
