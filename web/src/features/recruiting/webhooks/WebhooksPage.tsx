import { useState, type FormEvent } from 'react';
import {
  WEBHOOK_EVENTS,
  WEBHOOK_TEXTS,
  type WebhookDeliverySummary,
  type WebhookEndpoint,
  type WebhookEvent,
} from '@clara/domain/webhooks/model';
import { RECRUITING_TEXTS } from '@clara/domain/recruiting/texts';
import { formatDateTime } from '@clara/domain/common/dates';
import { QueryProvider } from '../../../platform/query';
import { DashboardSubpage } from '../../../ui/DashboardSubpage';
import { ErrorText, failureMessage, SubmitButton } from '../../../ui/forms';
import {
  useCreateWebhook,
  useDeleteWebhook,
  useDeliveries,
  useRedeliver,
  useRotateSecret,
  useTestWebhook,
  useWebhooks,
} from './webhookQueries';
import '../recruiting.css';

/** /integraciones (issue 23): the company's webhooks, their last delivery and a test button. */
export default function WebhooksPage() {
  return (
    <QueryProvider>
      <Webhooks />
    </QueryProvider>
  );
}

/** "Entregado · 200", "Falló · 500", "Falló · sin respuesta". */
export const deliveryText = (delivery: WebhookDeliverySummary) =>
  `${WEBHOOK_TEXTS.statusLabels[delivery.status]} · ${delivery.responseStatus ?? 'sin respuesta'}`;

function Webhooks() {
  const webhooks = useWebhooks();
  const remove = useDeleteWebhook();
  const test = useTestWebhook();
  const rotate = useRotateSecret();
  return (
    <DashboardSubpage className="rc-dash" mainClassName="container narrow">
      <section className="card stack">
        <h1>{WEBHOOK_TEXTS.title}</h1>
        <p className="muted">{WEBHOOK_TEXTS.intro}</p>
        {webhooks.isPending && <p aria-busy="true">{RECRUITING_TEXTS.loading}</p>}
        {webhooks.data?.length === 0 && <p className="muted">{WEBHOOK_TEXTS.none}</p>}
        <ul className="stack">
          {webhooks.data?.map((endpoint) => (
            <EndpointItem
              key={endpoint.id}
              endpoint={endpoint}
              onTest={() => test.mutate(endpoint.id)}
              onRotate={() => {
                if (window.confirm(WEBHOOK_TEXTS.confirmRotate)) rotate.mutate(endpoint.id);
              }}
              rotatedSecret={rotate.variables === endpoint.id ? rotate.data?.secret : undefined}
              onRemove={() => {
                if (window.confirm(WEBHOOK_TEXTS.confirmRemove(endpoint.url))) remove.mutate(endpoint.id);
              }}
            />
          ))}
        </ul>
        <ErrorText>{failureMessage(webhooks.error ?? remove.error ?? test.error ?? rotate.error)}</ErrorText>
        <CreateForm />
      </section>
    </DashboardSubpage>
  );
}

function EndpointItem({
  endpoint,
  onTest,
  onRotate,
  rotatedSecret,
  onRemove,
}: {
  endpoint: WebhookEndpoint;
  onTest: () => void;
  onRotate: () => void;
  /** The new secret, right after "Rotar secreto" (shown this once). */
  rotatedSecret?: string;
  onRemove: () => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <li className="card stack" data-testid="webhook">
      <strong>{endpoint.url}</strong>
      {endpoint.description && <span className="muted">{endpoint.description}</span>}
      <span className="small">
        {endpoint.events.map((event) => WEBHOOK_TEXTS.eventLabels[event]).join(', ')}
        {endpoint.includeCv ? ' · CV' : ''}
      </span>
      <span className="small" data-testid="webhook-last">
        {WEBHOOK_TEXTS.lastDelivery}:{' '}
        {endpoint.lastDelivery ? deliveryText(endpoint.lastDelivery) : WEBHOOK_TEXTS.neverDelivered}
      </span>
      {rotatedSecret && (
        <p className="small">
          {WEBHOOK_TEXTS.secretOnce} <code data-testid="webhook-rotated-secret">{rotatedSecret}</code>
        </p>
      )}
      {endpoint.previousSecretUntil !== null && (
        <span className="small">{WEBHOOK_TEXTS.rotatedUntil(formatDateTime(endpoint.previousSecretUntil))}</span>
      )}
      <div className="row">
        <button type="button" className="btn btn-outline btn-sm" onClick={onTest}>
          {WEBHOOK_TEXTS.test}
        </button>
        <button type="button" className="btn btn-ghost btn-sm" aria-expanded={open} onClick={() => setOpen(!open)}>
          {WEBHOOK_TEXTS.deliveries}
        </button>
        <button type="button" className="btn btn-ghost btn-sm" onClick={onRotate}>
          {WEBHOOK_TEXTS.rotate}
        </button>
        <button type="button" className="btn btn-ghost btn-sm" onClick={onRemove}>
          {WEBHOOK_TEXTS.remove}
        </button>
      </div>
      {open && <Deliveries id={endpoint.id} />}
    </li>
  );
}

function Deliveries({ id }: { id: string }) {
  const deliveries = useDeliveries(id);
  const redeliver = useRedeliver();
  return (
    <>
      <ul className="small">
        {deliveries.data?.map((delivery) => (
          <li key={delivery.id}>
            {formatDateTime(delivery.createdAt)} · {WEBHOOK_TEXTS.eventLabels[delivery.event] ?? delivery.event} ·{' '}
            {deliveryText(delivery)}
            {delivery.lastError ? ` · ${delivery.lastError}` : ''}
            {delivery.status === 'failed' && (
              <>
                {' '}
                <button
                  type="button"
                  className="btn btn-ghost btn-sm"
                  disabled={redeliver.isPending}
                  onClick={() => redeliver.mutate({ id, deliveryId: delivery.id })}
                >
                  {WEBHOOK_TEXTS.redeliver}
                </button>
              </>
            )}
          </li>
        ))}
      </ul>
      <ErrorText>{failureMessage(redeliver.error)}</ErrorText>
    </>
  );
}

function CreateForm() {
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>([...WEBHOOK_EVENTS]);
  const [includeCv, setIncludeCv] = useState(false);
  const create = useCreateWebhook();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate({ url: url.trim(), description, events, includeCv }, { onSuccess: () => setUrl('') });
  };
  const toggle = (event: WebhookEvent) =>
    setEvents(events.includes(event) ? events.filter((e) => e !== event) : [...events, event]);
  return (
    <form className="stack" onSubmit={submit}>
      <h2>{WEBHOOK_TEXTS.add}</h2>
      <label className="field">
        <span>{WEBHOOK_TEXTS.url}</span>
        <input required value={url} placeholder="https://" onChange={(e) => setUrl(e.target.value)} />
      </label>
      <label className="field">
        <span>{WEBHOOK_TEXTS.description}</span>
        <input value={description} onChange={(e) => setDescription(e.target.value)} />
      </label>
      <fieldset className="stack">
        <legend>{WEBHOOK_TEXTS.events}</legend>
        {WEBHOOK_EVENTS.map((event) => (
          <label key={event} className="checkbox">
            <input type="checkbox" checked={events.includes(event)} onChange={() => toggle(event)} />
            <span>
              {WEBHOOK_TEXTS.eventLabels[event]} <code>{event}</code>
            </span>
          </label>
        ))}
      </fieldset>
      <label className="checkbox">
        <input type="checkbox" checked={includeCv} onChange={(e) => setIncludeCv(e.target.checked)} />
        <span>{WEBHOOK_TEXTS.includeCv}</span>
      </label>
      <div>
        <SubmitButton busy={create.isPending}>{WEBHOOK_TEXTS.add}</SubmitButton>
      </div>
      {create.data && (
        <p role="status">
          {WEBHOOK_TEXTS.secretOnce} <code data-testid="webhook-secret">{create.data.secret}</code>
        </p>
      )}
      <ErrorText>{failureMessage(create.error)}</ErrorText>
    </form>
  );
}
