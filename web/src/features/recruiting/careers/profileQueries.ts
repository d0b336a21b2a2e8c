import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  companyProfileRoute,
  updateCompanyProfileRoute,
  uploadCompanyLogoRoute,
} from '@clara/domain/recruiting/careers/routes';
import type { CompanyProfileInput, LogoUpload } from '@clara/domain/recruiting/careers/schemas';
import type { CompanyProfile } from '@clara/domain/recruiting/careers/model';
import { callCompanyApi } from '../../../platform/companySession';
import { publicRecruitingQueries } from '../shared/publicQueries';
import { recruitingQueries } from '../shared/queries';

/** Issue 23: the company profile (under the recruiter's key, so sign-out forgets it). */
export const profileQueries = {
  profile: () =>
    queryOptions({
      queryKey: [...recruitingQueries.recruiter, 'companyProfile'] as const,
      queryFn: () => callCompanyApi(companyProfileRoute),
    }),
};

export const useCompanyProfile = () => useQuery(profileQueries.profile());

/** A saved profile or logo replaces the cached profile; the careers pages read it again when next shown. */
function useProfileMutation<I>(mutationFn: (input: I) => Promise<CompanyProfile>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (profile) => client.setQueryData(profileQueries.profile().queryKey, profile),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: profileQueries.profile().queryKey }),
        client.invalidateQueries({ queryKey: [...publicRecruitingQueries.all, 'careers'] }),
      ]),
  });
}

export const useSaveProfile = () =>
  useProfileMutation((body: CompanyProfileInput) => callCompanyApi(updateCompanyProfileRoute, { body }));
export const useUploadLogo = () =>
  useProfileMutation((body: LogoUpload) => callCompanyApi(uploadCompanyLogoRoute, { body }));
