import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  FUNNEL_PERIODS,
  FUNNEL_TEXTS,
  medianText,
  type FunnelPeriod,
  type FunnelReport,
} from '@clara/domain/recruiting/funnel/model';
import { sourceLabel } from '@clara/domain/recruiting/careers/model';
import { RECRUITING_TEXTS } from '@clara/domain/recruiting/texts';
import { QueryProvider } from '../../../platform/query';
import { DashboardSubpage } from '../../../ui/DashboardSubpage';
import { ErrorText } from '../../../ui/forms';
import { BarChart } from '../../../ui/chart/Chart';
import { recruitingQueries } from '../shared/queries';
import '../recruiting.css';
import './funnel.css';

/** /embudo (issue 23): the company's or a vacancy's funnel over a period, as charts with their numbers. */
export default function FunnelPage() {
  return (
    <QueryProvider>
      <Funnel />
    </QueryProvider>
  );
}

/** A grid step that gives at most about ten lines. */
const stepFor = (max: number) => {
  const raw = Math.max(1, max / 10);
  const power = 10 ** Math.floor(Math.log10(raw));
  return [1, 2, 5, 10].map((m) => m * power).find((step) => step >= raw) ?? power * 10;
};
const upper = (values: number[]) => {
  const max = Math.max(1, ...values);
  const step = stepFor(max);
  return { max: Math.ceil(max / step) * step, step };
};
const percent = (value: number | null) => (value === null ? '—' : `${Math.round(value * 100)} %`);

function Funnel() {
  const [vacancyId, setVacancyId] = useState('');
  const [period, setPeriod] = useState<FunnelPeriod>('quarter');
  const vacancies = useQuery(recruitingQueries.vacancySummaries());
  const funnel = useQuery(recruitingQueries.funnel(vacancyId, period));
  return (
    <DashboardSubpage className="rc-dash" mainClassName="container">
      <section className="card stack">
        <h1>{FUNNEL_TEXTS.title}</h1>
        <div className="row rc-funnel-filters">
          <label className="field">
            <span>{FUNNEL_TEXTS.scope}</span>
            <select value={vacancyId} onChange={(event) => setVacancyId(event.target.value)}>
              <option value="">{FUNNEL_TEXTS.allVacancies}</option>
              {vacancies.data?.map((vacancy) => (
                <option key={vacancy.id} value={vacancy.id}>
                  {vacancy.title}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span>{FUNNEL_TEXTS.period}</span>
            <select value={period} onChange={(event) => setPeriod(event.target.value as FunnelPeriod)}>
              {FUNNEL_PERIODS.map((key) => (
                <option key={key} value={key}>
                  {FUNNEL_TEXTS.periods[key]}
                </option>
              ))}
            </select>
          </label>
        </div>
        {funnel.isPending && <p aria-busy="true">{RECRUITING_TEXTS.loading}</p>}
        <ErrorText>{funnel.error?.message}</ErrorText>
        {funnel.data && <FunnelView report={funnel.data} />}
      </section>
    </DashboardSubpage>
  );
}

function FunnelView({ report }: { report: FunnelReport }) {
  if (!report.applications) return <p className="muted">{FUNNEL_TEXTS.empty}</p>;
  const sources = upper(report.bySource.map((s) => s.count));
  const stages = upper(report.stages.map((s) => s.reached));
  return (
    <>
      <p className="rc-funnel-total">
        {FUNNEL_TEXTS.applications}: <strong data-testid="funnel-applications">{report.applications}</strong> ·{' '}
        {FUNNEL_TEXTS.timeToHire}: <strong>{medianText(report.timeToHire)}</strong>
      </p>
      <div className="rc-funnel-block">
        <h2>{FUNNEL_TEXTS.bySource}</h2>
        <BarChart
          label={FUNNEL_TEXTS.bySource}
          min={0}
          max={sources.max}
          step={sources.step}
          valueHeader={FUNNEL_TEXTS.count}
          bars={report.bySource.map((s) => ({ label: sourceLabel(s.source), value: s.count }))}
        />
        <table className="rc-funnel-table">
          <thead>
            <tr>
              <th scope="col">{FUNNEL_TEXTS.source}</th>
              <th scope="col">{FUNNEL_TEXTS.count}</th>
            </tr>
          </thead>
          <tbody>
            {report.bySource.map((s) => (
              <tr key={s.source}>
                <th scope="row">{sourceLabel(s.source)}</th>
                <td>{s.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="rc-funnel-block">
        <h2>{FUNNEL_TEXTS.reached}</h2>
        <BarChart
          label={FUNNEL_TEXTS.reached}
          min={0}
          max={stages.max}
          step={stages.step}
          valueHeader={FUNNEL_TEXTS.count}
          bars={report.stages.map((s) => ({ label: s.status, value: s.reached }))}
        />
        <table className="rc-funnel-table" aria-label={FUNNEL_TEXTS.title}>
          <thead>
            <tr>
              <th scope="col">{FUNNEL_TEXTS.stage}</th>
              <th scope="col">{FUNNEL_TEXTS.count}</th>
              <th scope="col">{FUNNEL_TEXTS.conversion}</th>
              <th scope="col">{FUNNEL_TEXTS.medianStay}</th>
              <th scope="col">{FUNNEL_TEXTS.dropped}</th>
            </tr>
          </thead>
          <tbody>
            {report.stages.map((s) => (
              <tr key={s.status}>
                <th scope="row">{s.status}</th>
                <td>{s.reached}</td>
                <td>{percent(s.conversionToNext)}</td>
                <td>{medianText(s.medianStay)}</td>
                <td>{s.dropped}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
