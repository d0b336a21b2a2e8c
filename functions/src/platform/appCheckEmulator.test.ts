import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_CHECK_ERRORS } from '@clara/domain/trust/appCheck';
import { exchangeDebugToken, mintEmulatorToken, verifyEmulatorToken } from './appCheckEmulator';
import { config } from './config';

const DEBUG = 'token-de-depuracion-local';

afterEach(() => vi.unstubAllEnvs());

describe("the local stack's App Check exchange", () => {
  it('answers only under the Functions emulator with a debug token configured, never deployed', () => {
    vi.stubEnv('CLARA_APP_CHECK_DEBUG_TOKEN', DEBUG);
    vi.stubEnv('FUNCTIONS_EMULATOR', '');
    expect(config.trust.appCheckEmulatorDebugToken()).toBe('');
    expect(() => exchangeDebugToken(DEBUG)).toThrow(APP_CHECK_ERRORS.emulatorOnly);
    vi.stubEnv('FUNCTIONS_EMULATOR', 'true');
    vi.stubEnv('CLARA_APP_CHECK_DEBUG_TOKEN', '');
    expect(() => exchangeDebugToken(DEBUG)).toThrow(APP_CHECK_ERRORS.emulatorOnly);
  });

  it('gives a token for the configured debug token and refuses another', () => {
    vi.stubEnv('FUNCTIONS_EMULATOR', 'true');
    vi.stubEnv('CLARA_APP_CHECK_DEBUG_TOKEN', DEBUG);
    expect(() => exchangeDebugToken('otro-token')).toThrow(APP_CHECK_ERRORS.wrongDebugToken);
    const { token, ttlMillis } = exchangeDebugToken(DEBUG);
    expect(ttlMillis).toBe(30 * 60 * 1000);
    expect(verifyEmulatorToken(token, DEBUG)).toBe(true);
  });

  it('accepts its own unexpired tokens only: not expired, altered, signed for another debug token, or without one', () => {
    const now = 1_800_000_000;
    const token = mintEmulatorToken(DEBUG, now);
    expect(verifyEmulatorToken(token, DEBUG, now + 60)).toBe(true);
    expect(verifyEmulatorToken(token, DEBUG, now + 30 * 60)).toBe(false);
    expect(verifyEmulatorToken(token, 'otro-token', now + 60)).toBe(false);
    expect(verifyEmulatorToken(token, '', now + 60)).toBe(false);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const longer = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), exp: now + 999_999 }),
    ).toString('base64url');
    expect(verifyEmulatorToken(`${header}.${longer}.${signature}`, DEBUG, now + 60)).toBe(false);
    expect(verifyEmulatorToken('no.es-un.token', DEBUG, now)).toBe(false);
    expect(verifyEmulatorToken('', DEBUG, now)).toBe(false);
  });
});
