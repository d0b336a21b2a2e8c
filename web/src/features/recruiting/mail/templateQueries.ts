import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  autoCloseRoute,
  emailTemplatesRoute,
  previewEmailTemplateRoute,
  resetEmailTemplateRoute,
  saveAutoCloseRoute,
  saveEmailTemplateRoute,
} from '@clara/domain/mail/routes';
import type { EmailTemplate, TemplateKind } from '@clara/domain/mail/templates';
import { callCompanyApi } from '../../../platform/companySession';
import { recruitingQueries } from '../shared/queries';

const TEMPLATES = [...recruitingQueries.recruiter, 'emailTemplates'] as const;

/** Issue 32: the company's email templates (under the recruiter's key: sign-out forgets them). */
export const templateQueries = {
  all: TEMPLATES,
  list: () =>
    queryOptions({ queryKey: [...TEMPLATES, 'list'] as const, queryFn: () => callCompanyApi(emailTemplatesRoute) }),
  autoClose: () =>
    queryOptions({ queryKey: [...TEMPLATES, 'autoClose'] as const, queryFn: () => callCompanyApi(autoCloseRoute) }),
};

export const useAutoClose = () => useQuery(templateQueries.autoClose());
export const useSaveAutoClose = () =>
  useTemplateMutation((days: number | null) => callCompanyApi(saveAutoCloseRoute, { body: { days } }));

export const useTemplates = () => useQuery(templateQueries.list());

function useTemplateMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => client.invalidateQueries({ queryKey: templateQueries.all }) });
}

export const useSaveTemplate = () =>
  useTemplateMutation(({ kind, template }: { kind: TemplateKind; template: EmailTemplate }) =>
    callCompanyApi(saveEmailTemplateRoute, { params: { kind }, body: template }),
  );
export const useResetTemplate = () =>
  useTemplateMutation((kind: TemplateKind) => callCompanyApi(resetEmailTemplateRoute, { params: { kind } }));

/** A preview is read, not stored: no cache to change. */
export const usePreviewTemplate = () =>
  useMutation({
    mutationFn: ({ kind, template }: { kind: TemplateKind; template: EmailTemplate }) =>
      callCompanyApi(previewEmailTemplateRoute, { params: { kind }, body: { template } }),
  });
