import { afterEach, describe, expect, it, vi } from 'vitest';
import { vacanciesRoute } from '@clara/domain/recruiting/routes';

const config = {
  firebase: { apiKey: 'k', authDomain: 'demo-clara.firebaseapp.com', projectId: 'demo-clara', appId: '1:2:web:3' },
};

/**
 * A fake network: the runtime config, App Check's token exchange (the real SDK calls it; Google's server is not
 * reachable here) and the API. Records every request.
 */
function fakeNetwork() {
  const calls: Array<{ url: string; init?: RequestInit }> = [];
  vi.stubGlobal('fetch', async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    calls.push({ url, init });
    if (url === '/client-config.json') return Response.json(config);
    if (url.includes(':exchangeDebugToken')) return Response.json({ token: 'app-check-token', ttl: '3600s' });
    return Response.json([]);
  });
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('App Check in the web app', () => {
  it('sends nothing and loads nothing when the build has no App Check', async () => {
    vi.stubEnv('VITE_APP_CHECK_SITE_KEY', '');
    vi.stubEnv('VITE_APP_CHECK_DEBUG_TOKEN', '');
    const calls = fakeNetwork();
    const { callApi } = await import('./api');
    await callApi(vacanciesRoute);
    expect(calls.map((call) => call.url)).toEqual(['/api/vacancies']);
    expect(new Headers(calls[0]?.init?.headers).has('X-Firebase-AppCheck')).toBe(false);
  });

  it("with a debug token, exchanges it through the SDK and sends App Check's token with every API call", async () => {
    vi.stubEnv('VITE_APP_CHECK_DEBUG_TOKEN', 'debug-token-registered-in-console');
    const calls = fakeNetwork();
    const { callApi } = await import('./api');
    await callApi(vacanciesRoute);
    await callApi(vacanciesRoute);
    const exchange = calls.find((call) => call.url.includes(':exchangeDebugToken'));
    expect(exchange?.url).toBe(
      'https://content-firebaseappcheck.googleapis.com/v1/projects/demo-clara/apps/1:2:web:3:exchangeDebugToken?key=k',
    );
    expect(JSON.parse(String(exchange?.init?.body))).toEqual({ debug_token: 'debug-token-registered-in-console' });
    const apiCalls = calls.filter((call) => call.url === '/api/vacancies');
    expect(apiCalls).toHaveLength(2);
    for (const call of apiCalls)
      expect(new Headers(call.init?.headers).get('X-Firebase-AppCheck')).toBe('app-check-token');
    expect(calls.filter((call) => call.url.includes(':exchangeDebugToken'))).toHaveLength(1);
  });
});
