import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  companyProfileRoute,
  updateCompanyProfileRoute,
  uploadCompanyLogoRoute,
} from '@clara/domain/recruiting/careers/routes';
import type { CompanyProfileInput, LogoUpload } from '@clara/domain/recruiting/careers/schemas';
import type { CompanyProfile } from '@clara/domain/recruiting/careers/model';
import { callCompanyApi } from '../../../platform/companySession';
import { recruitingKeys } from '../shared/queries';

/** Issue 23: the company profile (under 'recruiting', so sign-out forgets it). */
const profileKey = [...recruitingKeys.all, 'companyProfile'] as const;

export const useCompanyProfile = () =>
  useQuery({ queryKey: profileKey, queryFn: () => callCompanyApi(companyProfileRoute) });

function useProfileMutation<I>(mutationFn: (input: I) => Promise<CompanyProfile>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (profile) => client.setQueryData(profileKey, profile),
    onSettled: () => client.invalidateQueries({ queryKey: recruitingKeys.all }),
  });
}

export const useSaveProfile = () =>
  useProfileMutation((body: CompanyProfileInput) => callCompanyApi(updateCompanyProfileRoute, { body }));
export const useUploadLogo = () =>
  useProfileMutation((body: LogoUpload) => callCompanyApi(uploadCompanyLogoRoute, { body }));
