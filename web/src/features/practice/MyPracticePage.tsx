import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PRODUCT } from '@clara/domain/brand';
import { formatDateTime } from '@clara/domain/common/dates';
import { KIND_TEXTS, MY_PRACTICE_TEXTS } from '@clara/domain/practice/texts';
import { PRACTICE_LABEL_TITLE } from '@clara/domain/interview/context';
import { SiteHeader } from '../../ui/BrandHeader';
import { ModalActions } from '../../ui/forms';
import { Modal } from '../../ui/Modal';
import { ProgressCharts } from './ProgressCharts';
import { useMyPractice, type PracticeItem } from './useMyPractice';
import './practice.css';

const T = MY_PRACTICE_TEXTS;

function StateNote({ item }: { item: PracticeItem }) {
  if (item.state === 'expired') return <p className="pr-gone">{T.expired}</p>;
  if (item.state === 'deleted') return <p className="pr-gone">{T.deleted}</p>;
  if (item.state === 'unreachable') return <p className="muted pr-small">{T.unreachable}</p>;
  return null;
}

function PracticeRow({ item, onRemove }: { item: PracticeItem; onRemove: (code: string) => void }) {
  const { entry } = item;
  const title = entry.label?.title ?? PRACTICE_LABEL_TITLE;
  const analysed = item.state === 'ready' && Boolean(item.doc.analysis);
  const gone = item.state === 'expired' || item.state === 'deleted';
  return (
    <li className={gone ? 'card pr-item is-gone' : 'card pr-item'} data-testid="practice-item" data-state={item.state}>
      <dl className="pr-fields">
        <div>
          <dt>{T.date}</dt>
          <dd>{entry.date ? formatDateTime(entry.date) : '—'}</dd>
        </div>
        <div>
          <dt>{T.kind}</dt>
          <dd>{entry.label ? KIND_TEXTS[entry.label.kind] : '—'}</dd>
        </div>
        <div>
          <dt>{T.role}</dt>
          <dd>{title}</dd>
        </div>
        <div>
          <dt>{T.score}</dt>
          <dd className="pr-score">
            {item.state === 'loading'
              ? '…'
              : analysed || (gone && entry.score !== undefined)
                ? `${entry.score ?? '—'}/100`
                : T.noScore}
          </dd>
        </div>
      </dl>
      <StateNote item={item} />
      <div className="row pr-actions">
        {item.state === 'ready' &&
          (analysed ? (
            <Link className="btn btn-primary" to={`/analysis?code=${encodeURIComponent(entry.code)}`}>
              {T.openAnalysis}
            </Link>
          ) : (
            <Link className="btn btn-secondary" to={`/${PRODUCT.path}?code=${encodeURIComponent(entry.code)}`}>
              {T.openInterview}
            </Link>
          ))}
        <button
          type="button"
          className="btn btn-ghost"
          aria-label={T.removeLabel(title)}
          onClick={() => onRemove(entry.code)}
        >
          {T.remove}
        </button>
      </div>
    </li>
  );
}

/** /mi-practica: the practice interviews this browser remembers, their progress, and forgetting them. */
export default function MyPracticePage() {
  const { items, remove, forgetAll } = useMyPractice();
  const [confirming, setConfirming] = useState(false);
  const [forgotten, setForgotten] = useState(false);

  return (
    <div className="pr-page">
      <SiteHeader>
        <Link to="/terms">{T.startPractice}</Link>
      </SiteHeader>
      <main className="container pr-main">
        <h1>{T.title}</h1>
        <p className="muted">{T.intro}</p>
        {items.length === 0 ? (
          <section className="card pr-empty">
            <p role={forgotten ? 'status' : undefined}>{forgotten ? T.forgotten : T.empty}</p>
            <Link className="btn btn-primary" to="/terms">
              {T.startPractice}
            </Link>
          </section>
        ) : (
          <>
            <ProgressCharts items={items} />
            <section aria-labelledby="practice-list-title">
              <h2 id="practice-list-title">{T.listTitle}</h2>
              <ul className="pr-list">
                {items.map((item) => (
                  <PracticeRow key={item.entry.code} item={item} onRemove={remove} />
                ))}
              </ul>
            </section>
            <div className="row">
              <button type="button" className="btn btn-secondary" onClick={() => setConfirming(true)}>
                {T.forget}
              </button>
            </div>
          </>
        )}
      </main>
      {confirming && (
        <Modal title={T.forgetConfirmTitle} onClose={() => setConfirming(false)}>
          <p>{T.forgetConfirm}</p>
          <ModalActions onCancel={() => setConfirming(false)}>
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => {
                forgetAll();
                setForgotten(true);
                setConfirming(false);
              }}
            >
              {T.forgetAction}
            </button>
          </ModalActions>
        </Modal>
      )}
    </div>
  );
}
