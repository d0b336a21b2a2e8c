/** Who receives a company's emails: every member of its team (the owner and the recruiters). */
import { listCompanyProfiles } from '../company/users';

export async function companyRecipients(companyId: string): Promise<string[]> {
  const emails = (await listCompanyProfiles(companyId)).map((profile) => profile.email.trim()).filter(Boolean);
  return [...new Set(emails)];
}
