import { AGREEMENT_TEXTS, agreementPercent } from '@clara/domain/scorecards/agreement';
import { BLIND_TEXTS } from '@clara/domain/scorecards/blind';
import { failureMessage } from '../../ui/forms';
import { useAgreement, useCompanySettings, useUpdateCompanySettings } from './scorecardQueries';
import './scorecards.css';

const T = AGREEMENT_TEXTS;
const kappaCell = T.kappaCell;

/** Issue 31: the company's "Evaluación a ciegas" (the owner changes it; the server refuses anyone else). */
function BlindScoringSetting() {
  const settings = useCompanySettings();
  const update = useUpdateCompanySettings();
  if (!settings.data) return null;
  return (
    <div className="stack" data-testid="blind-setting">
      <label className="row">
        <input
          type="checkbox"
          checked={settings.data.blindScoring}
          disabled={update.isPending}
          onChange={(event) => update.mutate({ blindScoring: event.target.checked })}
        />
        <strong>{BLIND_TEXTS.setting}</strong>
      </label>
      <p className="muted sk-small">{BLIND_TEXTS.settingHelp}</p>
      {update.isError && <p className="error-text">{failureMessage(update.error)}</p>}
    </div>
  );
}

/**
 * Issue 20: "Acuerdo de Clara con tu equipo", for the company (dashboard) or one vacancy (its comparison): how often
 * Clara's ratings match the team's scorecards, the weighted kappa and the score's correlation, explained.
 */
export function AgreementPanel({ vacancyId = null }: { vacancyId?: string | null }) {
  const load = useAgreement(vacancyId);
  const agreement = load.data;
  return (
    <details
      className={vacancyId ? 'sk-panel' : 'card sk-panel'}
      data-testid={vacancyId ? 'vacancy-agreement' : 'agreement-panel'}
      open={!vacancyId}
    >
      <summary>
        <strong>{vacancyId ? T.vacancyTitle : T.title}</strong>
      </summary>
      <div className="stack">
        {!vacancyId && <BlindScoringSetting />}
        {load.isError && <p className="error-text">{T.loadError}</p>}
        {agreement && !agreement.blindSetting && (
          <p className="muted sk-small" data-testid="agreement-not-blind">
            {T.settingOff}
          </p>
        )}
        {agreement && agreement.notBlind > 0 && (
          <p className="muted sk-small" data-testid="agreement-not-blind-count">
            {T.notBlind(agreement.notBlind)}
          </p>
        )}
        {agreement &&
          (agreement.overall.pairs === 0 ? (
            <p className="muted">{T.empty}</p>
          ) : (
            <>
              <p data-testid="agreement-rests-on">{T.restsOn(agreement.scorecards, agreement.candidates)}</p>
              <p data-testid="agreement-kappa">
                <strong>
                  {agreement.overall.kappa === null
                    ? T.kappaMissing
                    : T.kappaReading(agreement.overall.kappa, agreement.overall.kappaInterval)}
                </strong>
              </p>
              <p className="sk-small">
                {agreement.scoreCorrelation.r === null
                  ? T.correlationMissing
                  : T.correlation(
                      agreement.scoreCorrelation.r,
                      agreement.scoreCorrelation.candidates,
                      agreement.scoreCorrelation.interval,
                    )}
              </p>
              <div className="sk-scroll">
                <table className="sk-table" data-testid="agreement-table">
                  <thead>
                    <tr>
                      <th scope="col">{T.competency}</th>
                      <th scope="col">{T.pairs}</th>
                      <th scope="col">{T.exact}</th>
                      <th scope="col">{T.withinOne}</th>
                      <th scope="col">{T.kappa}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {agreement.byCompetency
                      .filter((row) => row.pairs > 0)
                      .map((row) => (
                        <tr key={row.competency}>
                          <th scope="row">{row.name}</th>
                          <td>{row.pairs}</td>
                          <td>{agreementPercent(row.exact)}</td>
                          <td>{agreementPercent(row.withinOne)}</td>
                          <td>{kappaCell(row.kappa)}</td>
                        </tr>
                      ))}
                    <tr className="sk-total">
                      <th scope="row">{T.overall}</th>
                      <td>{agreement.overall.pairs}</td>
                      <td>{agreementPercent(agreement.overall.exact)}</td>
                      <td>{agreementPercent(agreement.overall.withinOne)}</td>
                      <td>{kappaCell(agreement.overall.kappa)}</td>
                    </tr>
                  </tbody>
                </table>
              </div>
            </>
          ))}
        <details className="sk-details">
          <summary>Cómo se calcula</summary>
          {T.explanation.map((line) => (
            <p key={line} className="sk-small">
              {line}
            </p>
          ))}
        </details>
      </div>
    </details>
  );
}
