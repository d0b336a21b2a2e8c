import { describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { newWebhookSecret, signedHeaders } from './signature';

const BODY = JSON.stringify({ event: 'application.created', data: { name: 'Begoña' } });

describe('webhook signature (Standard Webhooks)', () => {
  const now = () => Math.floor(Date.now() / 1000);

  it('verifies with the standardwebhooks library a receiver uses; a changed body or another secret is refused', () => {
    const secret = newWebhookSecret();
    const headers = signedHeaders([secret], 'msg_1', now(), BODY);
    expect(headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+={0,2}$/);
    expect(new Webhook(secret).verify(BODY, headers)).toEqual(JSON.parse(BODY));
    expect(() => new Webhook(secret).verify(BODY.replace('Begoña', 'Mallory'), headers)).toThrow();
    expect(() => new Webhook(newWebhookSecret()).verify(BODY, headers)).toThrow();
    // The signature covers the id and the timestamp: neither can be swapped.
    expect(() => new Webhook(secret).verify(BODY, { ...headers, 'webhook-id': 'msg_2' })).toThrow();
    // A delivery presented ten minutes later is refused (replay).
    const old = signedHeaders([secret], 'msg_1', now() - 600, BODY);
    expect(() => new Webhook(secret).verify(BODY, old)).toThrow();
  });

  it('during a rotation carries one signature per secret: either verifies', () => {
    const [current, previous] = [newWebhookSecret(), newWebhookSecret()];
    const headers = signedHeaders([current, previous], 'msg_3', now(), BODY);
    expect(headers['webhook-signature']!.split(' ')).toHaveLength(2);
    expect(new Webhook(current).verify(BODY, headers)).toBeTruthy();
    expect(new Webhook(previous).verify(BODY, headers)).toBeTruthy();
  });

  it('makes distinct secrets of 32 bytes in standard base64', () => {
    const a = newWebhookSecret();
    expect(a).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(a.slice(6), 'base64')).toHaveLength(32);
    expect(newWebhookSecret()).not.toBe(a);
  });
});
