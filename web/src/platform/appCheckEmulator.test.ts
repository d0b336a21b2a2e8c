import { afterEach, describe, expect, it, vi } from 'vitest';
import { vacanciesRoute } from '@clara/domain/recruiting/routes';

// In a file of its own: the SDK's debug mode, once decided in a process, stays (appCheck.test.ts turns it on).

/** The local stack's runtime config (it names the emulators), its App Check exchange and the API. */
function fakeLocalStack() {
  const calls: Array<{ url: string; init?: RequestInit }> = [];
  vi.stubGlobal('fetch', async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    calls.push({ url, init });
    if (url === '/client-config.json')
      return Response.json({
        firebase: {
          apiKey: 'k',
          authDomain: 'demo-clara.firebaseapp.com',
          projectId: 'demo-clara',
          appId: '1:2:web:3',
        },
        emulators: { authUrl: 'http://127.0.0.1:9099' },
      });
    if (url === '/api/app-check-emulator/exchange') {
      const header = Buffer.from('{"alg":"HS256","typ":"JWT"}').toString('base64url');
      const payload = Buffer.from(JSON.stringify({ iat: Math.floor(Date.now() / 1000) - 5 })).toString('base64url');
      return Response.json({ token: `${header}.${payload}.firma-local`, ttlMillis: 1_800_000 });
    }
    return Response.json([]);
  });
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('App Check in the web app on the local stack', () => {
  it("exchanges the build's debug token with the api function, never with Google, and sends the token", async () => {
    vi.stubEnv('VITE_APP_CHECK_DEBUG_TOKEN', 'token-del-entorno-local');
    const calls = fakeLocalStack();
    const { callApi } = await import('./api');
    await callApi(vacanciesRoute);
    await callApi(vacanciesRoute);
    const exchanges = calls.filter((call) => call.url === '/api/app-check-emulator/exchange');
    expect(exchanges).toHaveLength(1);
    expect(JSON.parse(String(exchanges[0]?.init?.body))).toEqual({ debugToken: 'token-del-entorno-local' });
    expect(calls.some((call) => call.url.includes('googleapis.com'))).toBe(false);
    const apiCalls = calls.filter((call) => call.url === '/api/vacancies');
    expect(apiCalls).toHaveLength(2);
    for (const call of apiCalls)
      expect(new Headers(call.init?.headers).get('X-Firebase-AppCheck')).toMatch(/\.firma-local$/);
  });
});
