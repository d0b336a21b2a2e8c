import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newWebhookSecret, signatureHeader, verifySignature } from './signature';

const SECRET = 'whsec_prueba';
const BODY = JSON.stringify({ event: 'application.created', data: { name: 'Begoña' } });
const T = 1_767_225_600;

describe('webhook signature', () => {
  it('is HMAC-SHA256 of "<timestamp>.<body>" with the secret, as t=…,v1=…', () => {
    const expected = createHmac('sha256', SECRET).update(`${T}.${BODY}`).digest('hex');
    expect(signatureHeader(SECRET, BODY, T)).toBe(`t=${T},v1=${expected}`);
  });

  it('verifies a fresh signature and refuses a changed body, another secret, a replay and garbage', () => {
    const header = signatureHeader(SECRET, BODY, T);
    expect(verifySignature(SECRET, header, BODY, T + 10)).toBe('valid');
    expect(verifySignature(SECRET, header, BODY.replace('Begoña', 'Mallory'), T)).toBe('mismatch');
    expect(verifySignature('whsec_otro', header, BODY, T)).toBe('mismatch');
    // The same delivery presented again ten minutes later: too old.
    expect(verifySignature(SECRET, header, BODY, T + 600)).toBe('expired');
    // A replay with a fresh timestamp but the old signature does not match.
    expect(verifySignature(SECRET, header.replace(`t=${T}`, `t=${T + 600}`), BODY, T + 600)).toBe('mismatch');
    expect(verifySignature(SECRET, 'v1=abc', BODY, T)).toBe('malformed');
  });

  it('makes distinct, long secrets', () => {
    const a = newWebhookSecret();
    expect(a).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(newWebhookSecret()).not.toBe(a);
  });
});
