import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import {
  SELF_ID_DIMENSIONS,
  SELF_ID_OPTIONS,
  PREFER_NOT_TO_SAY,
  type SelfIdDimension,
  type SelfIdentificationAnswers,
} from '@clara/domain/fairness/selfIdentification';
import { SELF_ID_TEXTS } from '@clara/domain/fairness/texts';
import { submitSelfIdentificationRoute } from '@clara/domain/fairness/routes';
import { SiteHeader } from '../../ui/BrandHeader';
import { ErrorText, SubmitButton, failureMessage } from '../../ui/forms';
import { callApi } from '../../platform/api';
import { QueryProvider } from '../../platform/query';

const UNANSWERED: SelfIdentificationAnswers = {
  sex: PREFER_NOT_TO_SAY,
  ageBand: PREFER_NOT_TO_SAY,
  disability: PREFER_NOT_TO_SAY,
  origin: PREFER_NOT_TO_SAY,
};

/**
 * `/autoidentificacion#<token>` (issue 33): the voluntary questions, each left at "Prefiero no decirlo" unless the
 * candidate picks an answer. The token stays in the fragment and travels in the request body.
 */
export default function SelfIdentificationPage() {
  return (
    <QueryProvider>
      <SelfIdentification />
    </QueryProvider>
  );
}

function SelfIdentification() {
  const [token] = useState(() => window.location.hash.slice(1));
  const [answers, setAnswers] = useState<SelfIdentificationAnswers>(UNANSWERED);
  const save = useMutation({
    mutationFn: () => callApi(submitSelfIdentificationRoute, { body: { token, answers } }),
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  const choose = (dimension: SelfIdDimension, value: string) =>
    setAnswers((current) => ({ ...current, [dimension]: value }));

  return (
    <div>
      <SiteHeader />
      <main className="container">
        <section className="card stack">
          <h1>{SELF_ID_TEXTS.title}</h1>
          <p>{SELF_ID_TEXTS.intro}</p>
          {!token ? (
            <ErrorText>{SELF_ID_TEXTS.noToken}</ErrorText>
          ) : save.isSuccess ? (
            <p role="status">{SELF_ID_TEXTS.saved}</p>
          ) : (
            <form className="stack" onSubmit={onSubmit}>
              {SELF_ID_DIMENSIONS.map((dimension) => (
                <label key={dimension} className="stack">
                  <span>{SELF_ID_TEXTS.questions[dimension]}</span>
                  <select value={answers[dimension]} onChange={(event) => choose(dimension, event.target.value)}>
                    {SELF_ID_OPTIONS[dimension].map((option) => (
                      <option key={option} value={option}>
                        {SELF_ID_TEXTS.options[option]}
                      </option>
                    ))}
                  </select>
                </label>
              ))}
              <SubmitButton busy={save.isPending} busyLabel={SELF_ID_TEXTS.sending}>
                {SELF_ID_TEXTS.submit}
              </SubmitButton>
              <ErrorText>{failureMessage(save.error)}</ErrorText>
            </form>
          )}
        </section>
      </main>
    </div>
  );
}
