import type { OwnQuestionAnswer } from '@clara/domain/analysis/design';
import { OWN_QUESTION_TEXTS } from '@clara/domain/analysis/texts';

/**
 * Issue 30: for the team only (the API answers it to members), each own question of the vacancy with the
 * candidate's answer beside «qué debe mostrar una buena respuesta».
 */
export function OwnQuestions({ items }: { items: OwnQuestionAnswer[] }) {
  return (
    <section className="card an-own-questions" aria-labelledby="own-questions-title">
      <h2 id="own-questions-title">{OWN_QUESTION_TEXTS.title}</h2>
      <p className="muted">{OWN_QUESTION_TEXTS.intro}</p>
      <ol>
        {items.map((item, index) => (
          <li key={index} data-testid="own-question">
            <h3>{item.question}</h3>
            <p className="muted">{OWN_QUESTION_TEXTS.skills(item.skills.join(', '))}</p>
            <div className="an-own-pair">
              <div>
                <h4>{OWN_QUESTION_TEXTS.answer}</h4>
                <p className="an-own-answer">{item.answer || OWN_QUESTION_TEXTS.unanswered}</p>
              </div>
              <div>
                <h4>{OWN_QUESTION_TEXTS.goodAnswer}</h4>
                <p>{item.goodAnswer || OWN_QUESTION_TEXTS.noGoodAnswer}</p>
              </div>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
