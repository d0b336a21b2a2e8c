/** The pack's documents as files: fetched with the owner's token (downloadFile), then shown or saved. */
import {
  candidateNoticeRoute,
  dpiaDraftRoute,
  explanationLetterRoute,
  logExportRoute,
  worksCouncilSheetRoute,
} from '@clara/domain/compliance/routes';
import { downloadFile, type DownloadedFile } from '../../platform/api';
import { companyToken } from '../../platform/companySession';

export type PackDocument =
  | { kind: 'notice' }
  | { kind: 'worksCouncil'; vacancyId: string }
  | { kind: 'dpia' }
  | { kind: 'letter'; applicationId: string }
  | { kind: 'logs'; from: string; to: string; format: 'csv' | 'json' };

export async function fetchPackFile(document: PackDocument): Promise<DownloadedFile> {
  const token = await companyToken();
  switch (document.kind) {
    case 'notice':
      return downloadFile(candidateNoticeRoute, { token });
    case 'dpia':
      return downloadFile(dpiaDraftRoute, { token });
    case 'worksCouncil':
      return downloadFile(worksCouncilSheetRoute, { params: { vacancyId: document.vacancyId }, token });
    case 'letter':
      return downloadFile(explanationLetterRoute, { params: { applicationId: document.applicationId }, token });
    case 'logs':
      return downloadFile(logExportRoute, {
        query: { from: document.from, to: document.to, format: document.format },
        token,
      });
  }
}
