import { describe, expect, it } from 'vitest';
import { OUTBOX_STATUSES } from '../mail/outbox';
import { WEBHOOK_DELIVERY_STATUSES, WEBHOOK_TEXTS } from './model';
import { deliveriesSchema } from './schemas';

const delivery = (status: string) => ({
  id: 'd1',
  event: 'application.created',
  status,
  responseStatus: null,
  attempts: 0,
  lastError: null,
  createdAt: 1,
  updatedAt: 1,
});
const accepted = (status: string) => deliveriesSchema.safeParse([delivery(status)]).success;

describe("a webhook delivery's status", () => {
  it("is one of the outbox's statuses, every one of them but the two only emails have", () => {
    expect(OUTBOX_STATUSES.filter(accepted)).toEqual([...WEBHOOK_DELIVERY_STATUSES]);
    expect(OUTBOX_STATUSES.filter((status) => !accepted(status))).toEqual(['refused', 'scheduled']);
    expect(accepted('entregado')).toBe(false);
  });

  it('has a Spanish label for each status', () => {
    for (const status of WEBHOOK_DELIVERY_STATUSES) expect(WEBHOOK_TEXTS.statusLabels[status]).toMatch(/\p{L}/u);
  });
});
