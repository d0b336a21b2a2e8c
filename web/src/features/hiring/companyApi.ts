import { companyNamesRoute } from '@clara/domain/recruiting/routes';
import { callCompanyApi, takeExchangedCompanies } from '../../platform/companySession';

/** The member's companies with their role: from the sign-in's exchange on a page's first read (issue 34), else asked. */
export const fetchCompanyNames = async () => (await takeExchangedCompanies()) ?? callCompanyApi(companyNamesRoute);
