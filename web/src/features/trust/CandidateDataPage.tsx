import { useState } from 'react';
import { Link } from 'react-router-dom';
import { CANDIDATE_ANALYSIS_TEXTS, candidateAnalysisUrl } from '@clara/domain/reviews/model';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CANDIDATE_DATA_TEXTS, candidateExportFileName } from '@clara/domain/trust/rights';
import { formatDateTime } from '@clara/domain/common/dates';
import { SiteHeader } from '../../ui/BrandHeader';
import {
  candidateCvFileRoute,
  type candidateDataRoute,
  candidateMediaRoute,
  candidateWithdrawRoute,
} from '@clara/domain/trust/routes';
import { callApi, ApiRequestError, downloadFile, saveFile } from '../../platform/api';
import { QueryProvider } from '../../platform/query';
import { CandidateReviewSection } from '../../ui/CandidateReviewSection';
import { reportError } from '../../platform/log';
import { candidateDataQueries } from './candidateDataQueries';

type CandidateData = Awaited<ReturnType<typeof callApi<typeof candidateDataRoute>>>;

/**
 * `/mis-datos#<token>` (issue 10): the company candidate's page from the application-received email. The
 * token stays in the fragment (never sent in a URL) and goes to the API in request bodies.
 */
export default function CandidateDataPage() {
  return (
    <QueryProvider>
      <CandidateData />
    </QueryProvider>
  );
}

function CandidateData() {
  const [token] = useState(() => window.location.hash.slice(1));
  const [withdrawn, setWithdrawn] = useState(false);
  const client = useQueryClient();
  // Read once per link: after withdrawing, the spent token is never sent again.
  const query = useQuery({
    ...candidateDataQueries.data(token),
    enabled: Boolean(token) && !withdrawn,
  });
  const withdrawal = useMutation({
    mutationFn: () => callApi(candidateWithdrawRoute, { body: { token } }),
    onSuccess: () => {
      setWithdrawn(true);
      client.removeQueries({ queryKey: candidateDataQueries.data(token).queryKey });
      // The spent link leaves the address bar and the history entry.
      window.history.replaceState(null, '', window.location.pathname);
    },
  });
  const [actionError, setActionError] = useState('');
  const data: CandidateData | null = withdrawn ? null : (query.data ?? null);
  const failureText = (failure: unknown) =>
    failure instanceof ApiRequestError ? failure.message : CANDIDATE_DATA_TEXTS.failed;
  const error = !token
    ? CANDIDATE_DATA_TEXTS.missingToken
    : actionError || (query.isError ? failureText(query.error) : '');

  const downloadMedia = async (mediaId: string, index: number) => {
    try {
      const file = await downloadFile(candidateMediaRoute, { body: { token, mediaId } });
      saveFile(file, file.filename ?? `grabacion-${index}`);
    } catch (failure) {
      reportError('No se pudo descargar la grabación', failure);
      setActionError(CANDIDATE_DATA_TEXTS.failed);
    }
  };

  const downloadCvFile = async (name: string) => {
    try {
      const file = await downloadFile(candidateCvFileRoute, { body: { token } });
      saveFile(file, file.filename ?? name);
    } catch (failure) {
      reportError('No se pudo descargar el CV', failure);
      setActionError(CANDIDATE_DATA_TEXTS.failed);
    }
  };

  const withdraw = async () => {
    if (!window.confirm(CANDIDATE_DATA_TEXTS.confirmWithdraw)) return;
    setActionError('');
    try {
      await withdrawal.mutateAsync();
    } catch (failure) {
      setActionError(failureText(failure));
    }
  };

  return (
    <div className="candidate-data-page">
      <SiteHeader />
      <main className="container">
        <section className="card stack">
          <h1>{CANDIDATE_DATA_TEXTS.title}</h1>
          {withdrawn && <p role="status">{CANDIDATE_DATA_TEXTS.withdrawn}</p>}
          {data && (
            <>
              <p>{CANDIDATE_DATA_TEXTS.intro(data.vacancy, data.company)}</p>
              {data.application.createdAt && (
                <p className="muted">
                  {CANDIDATE_DATA_TEXTS.appliedAt} {formatDateTime(data.application.createdAt)}
                </p>
              )}
              {data.applications.length > 1 && (
                <div>
                  <p className="muted">{CANDIDATE_DATA_TEXTS.allApplications(data.company)}</p>
                  <ul data-testid="candidate-applications">
                    {data.applications.map((app) => (
                      <li key={app.id}>
                        {app.vacancy} · {app.status}
                        {app.createdAt ? ` · ${formatDateTime(app.createdAt)}` : ''}
                      </li>
                    ))}
                  </ul>
                </div>
              )}
              <div className="row">
                <button
                  type="button"
                  className="btn btn-primary"
                  onClick={() =>
                    saveFile(
                      new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
                      candidateExportFileName(data.application.id),
                    )
                  }
                >
                  {CANDIDATE_DATA_TEXTS.download}
                </button>
                {data.application.cvFile && (
                  <button
                    type="button"
                    className="btn btn-ghost"
                    onClick={() => void downloadCvFile(data.application.cvFile!.name)}
                  >
                    {CANDIDATE_DATA_TEXTS.downloadCvFile(data.application.cvFile.name)}
                  </button>
                )}
                {data.interview?.media.map((media, index) => (
                  <button
                    key={media.mediaId}
                    type="button"
                    className="btn btn-ghost"
                    onClick={() => void downloadMedia(media.mediaId, index + 1)}
                  >
                    {CANDIDATE_DATA_TEXTS.downloadMedia(index + 1)}
                  </button>
                ))}
                <button
                  type="button"
                  className="btn btn-ghost danger"
                  disabled={withdrawal.isPending}
                  onClick={() => void withdraw()}
                >
                  {CANDIDATE_DATA_TEXTS.withdraw}
                </button>
              </div>
              {data.interview && (
                <p>
                  <Link to={candidateAnalysisUrl(token)} className="btn btn-secondary">
                    {CANDIDATE_ANALYSIS_TEXTS.open}
                  </Link>
                </p>
              )}
              <CandidateReviewSection token={token} />
            </>
          )}
          {error && (
            <p role="alert" className="error-text">
              {error}
            </p>
          )}
        </section>
      </main>
    </div>
  );
}
