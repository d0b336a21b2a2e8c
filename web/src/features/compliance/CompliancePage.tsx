import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { COMPLIANCE_TEXTS as T } from '@clara/domain/compliance/texts';
import { RETENTION_PROFILES, RETENTION_TEXTS, type RetentionProfile } from '@clara/domain/trust/retention';
import { updateCompanySettingsRoute } from '@clara/domain/scorecards/routes';
import { DashboardSubpage } from '../../ui/DashboardSubpage';
import { ApiRequestError, saveFile } from '../../platform/api';
import { callCompanyApi } from '../../platform/companySession';
import { QueryProvider } from '../../platform/query';
import { complianceQueries } from './queries';
import { fetchPackFile, type PackDocument } from './files';
import './compliance.css';

/** /cumplimiento (issue 33): the owner's compliance pack, generated from the company's configuration. */
export default function CompliancePage() {
  return (
    <QueryProvider>
      <Compliance />
    </QueryProvider>
  );
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

interface Preview {
  title: string;
  html: string;
}

/** The buttons of one document: show it here (printable) and download it. */
function DocumentActions({
  document,
  title,
  onPreview,
  disabled = false,
}: {
  document: PackDocument;
  title: string;
  onPreview: (preview: Preview) => void;
  disabled?: boolean;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const run = async (then: (file: Awaited<ReturnType<typeof fetchPackFile>>) => Promise<void> | void) => {
    setBusy(true);
    setError('');
    try {
      await then(await fetchPackFile(document));
    } catch (caught) {
      setError(caught instanceof ApiRequestError ? caught.message : T.loadError);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="cu-actions">
      {document.kind !== 'logs' && (
        <button
          type="button"
          className="btn-outline"
          disabled={disabled || busy}
          onClick={() => void run(async (file) => onPreview({ title, html: await file.blob.text() }))}
        >
          {T.preview}
        </button>
      )}
      <button type="button" className="btn" disabled={disabled || busy} onClick={() => void run(saveFile)}>
        {document.kind === 'logs' ? `${T.download} ${document.format.toUpperCase()}` : T.download}
      </button>
      {busy && <span className="muted">{T.loading}</span>}
      {error && (
        <p role="alert" className="error-text">
          {error}
        </p>
      )}
    </div>
  );
}

function RetentionSetting({ profile, months }: { profile: RetentionProfile; months: number }) {
  const client = useQueryClient();
  const [chosen, setChosen] = useState<RetentionProfile>(profile);
  const save = useMutation({
    mutationFn: (retentionProfile: RetentionProfile) =>
      callCompanyApi(updateCompanySettingsRoute, { body: { retentionProfile } }),
    onSuccess: () => client.invalidateQueries({ queryKey: complianceQueries.overview().queryKey }),
  });
  return (
    <div className="stack">
      <label className="field">
        <span>{RETENTION_TEXTS.label}</span>
        <select value={chosen} onChange={(event) => setChosen(event.target.value as RetentionProfile)}>
          {RETENTION_PROFILES.map((option) => (
            <option key={option} value={option}>
              {RETENTION_TEXTS.options[option]}
            </option>
          ))}
        </select>
      </label>
      <p>{RETENTION_TEXTS.explained(months)}</p>
      <div className="cu-actions">
        <button
          type="button"
          className="btn"
          disabled={save.isPending || chosen === profile}
          onClick={() => save.mutate(chosen)}
        >
          {T.save}
        </button>
        {save.isSuccess && chosen === profile && <span role="status">{T.retentionSaved}</span>}
        {save.isError && (
          <p role="alert" className="error-text">
            {T.retentionError}
          </p>
        )}
      </div>
    </div>
  );
}

function Compliance() {
  const overview = useQuery(complianceQueries.overview());
  const [vacancyId, setVacancyId] = useState('');
  const [applicationId, setApplicationId] = useState('');
  const [from, setFrom] = useState(() => isoDay(new Date(Date.now() - 30 * 86_400_000)));
  const [to, setTo] = useState(() => isoDay(new Date()));
  const [preview, setPreview] = useState<Preview | null>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const forbidden = overview.error instanceof ApiRequestError && overview.error.status === 403;
  const data = overview.data;
  const vacancy = vacancyId || data?.vacancies[0]?.id || '';
  const candidates = (data?.candidates ?? []).filter((candidate) => candidate.vacancyId === vacancy);
  const show = (next: Preview) => {
    setPreview(next);
    requestAnimationFrame(() => frame.current?.scrollIntoView({ behavior: 'smooth' }));
  };

  return (
    <DashboardSubpage mainClassName="container stack cu-page">
      <h1>{T.pageTitle}</h1>
      {forbidden ? (
        <p role="alert" className="error-text">
          {T.ownerOnly}
        </p>
      ) : overview.isError ? (
        <p role="alert" className="error-text">
          {T.loadError}
        </p>
      ) : !data ? (
        <p className="muted">{T.loading}</p>
      ) : (
        <>
          <p>{T.pageIntro}</p>
          <section className="cu-card" aria-labelledby="cu-notice">
            <h2 id="cu-notice">{T.documents.notice.title}</h2>
            <p>{T.documents.notice.description}</p>
            <DocumentActions document={{ kind: 'notice' }} title={T.documents.notice.title} onPreview={show} />
          </section>
          <section className="cu-card" aria-labelledby="cu-council">
            <h2 id="cu-council">{T.documents.worksCouncil.title}</h2>
            <p>{T.documents.worksCouncil.description}</p>
            <label className="field">
              <span>{T.vacancyLabel}</span>
              <select
                value={vacancy}
                onChange={(event) => {
                  setVacancyId(event.target.value);
                  setApplicationId('');
                }}
              >
                {data.vacancies.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.title}
                  </option>
                ))}
              </select>
            </label>
            <DocumentActions
              document={{ kind: 'worksCouncil', vacancyId: vacancy }}
              title={T.documents.worksCouncil.title}
              onPreview={show}
              disabled={!vacancy}
            />
          </section>
          <section className="cu-card" aria-labelledby="cu-dpia">
            <h2 id="cu-dpia">{T.documents.dpia.title}</h2>
            <p>{T.documents.dpia.description}</p>
            <DocumentActions document={{ kind: 'dpia' }} title={T.documents.dpia.title} onPreview={show} />
          </section>
          <section className="cu-card" aria-labelledby="cu-letter">
            <h2 id="cu-letter">{T.documents.letter.title}</h2>
            <p>{T.documents.letter.description}</p>
            {candidates.length === 0 ? (
              <p className="muted">{T.noCandidates}</p>
            ) : (
              <>
                <label className="field">
                  <span>{T.candidateLabel}</span>
                  <select value={applicationId} onChange={(event) => setApplicationId(event.target.value)}>
                    <option value="">{T.chooseCandidate}</option>
                    {candidates.map((candidate) => (
                      <option key={candidate.id} value={candidate.id}>
                        {candidate.name} · {candidate.status}
                      </option>
                    ))}
                  </select>
                </label>
                <DocumentActions
                  document={{ kind: 'letter', applicationId }}
                  title={T.documents.letter.title}
                  onPreview={show}
                  disabled={!applicationId}
                />
              </>
            )}
          </section>
          <section className="cu-card" aria-labelledby="cu-logs">
            <h2 id="cu-logs">{T.documents.logs.title}</h2>
            <p>{T.documents.logs.description}</p>
            <div className="cu-range">
              <label className="field">
                <span>{T.fromLabel}</span>
                <input type="date" value={from} onChange={(event) => setFrom(event.target.value)} />
              </label>
              <label className="field">
                <span>{T.toLabel}</span>
                <input type="date" value={to} onChange={(event) => setTo(event.target.value)} />
              </label>
            </div>
            <div className="cu-actions">
              {(['csv', 'json'] as const).map((format) => (
                <DocumentActions
                  key={format}
                  document={{ kind: 'logs', from, to, format }}
                  title={T.documents.logs.title}
                  onPreview={show}
                  disabled={!from || !to}
                />
              ))}
            </div>
          </section>
          <section className="cu-card" aria-labelledby="cu-retention">
            <h2 id="cu-retention">{T.documents.retention.title}</h2>
            <p>{T.documents.retention.description}</p>
            <RetentionSetting
              key={data.retentionProfile}
              profile={data.retentionProfile}
              months={data.retentionMonths}
            />
          </section>
          {preview && (
            <section className="cu-preview" aria-label={preview.title}>
              <div className="cu-actions">
                <button type="button" className="btn-outline" onClick={() => frame.current?.contentWindow?.print()}>
                  {T.print}
                </button>
              </div>
              <iframe ref={frame} title={preview.title} srcDoc={preview.html} className="cu-frame" />
            </section>
          )}
        </>
      )}
    </DashboardSubpage>
  );
}
