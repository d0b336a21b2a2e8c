import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineRoute, HTML_RESPONSE } from '@clara/domain/common/route';
import { updateVacancyRoute, vacanciesRoute } from '@clara/domain/recruiting/routes';
import { practiceMediaRoute } from '@clara/domain/interview/routes';
import { candidateMediaRoute } from '@clara/domain/trust/routes';
import { ApiRequestError, ApiResponseMismatchError, callApi, callRoute, downloadFile } from './api';

/** A fake fetch answering `body` with `status`; records the requests. */
function fakeFetch(body: unknown, status = 200) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
  });
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

const vacancy = {
  id: 'v1',
  title: 'Analista',
  description: 'Descripción',
  status: 'Activa',
  createdAt: 1,
  workplaceType: 'Onsite',
  employeeLocation: 'Lima',
  country: '',
  jobType: 'Full time',
  comments: '',
  applications: [],
};

describe('callApi', () => {
  it('runs with response checks on in tests', () => {
    expect(import.meta.env.MODE).toBe('test');
  });

  it('builds the URL from the definition and sends the method, body and token', async () => {
    const calls = fakeFetch({ id: 'a b' });
    const form = {
      jobTitle: 'x',
      workplaceType: 'Onsite',
      employeeLocation: 'y',
      jobType: 'Full time',
      description: 'z',
      status: 'Activa',
    } as const;
    expect(await callApi(updateVacancyRoute, { params: { id: 'a b' }, body: form, token: 't0k' })).toEqual({
      id: 'a b',
    });
    expect(calls[0]?.url).toBe('/api/update-vacancy/a%20b');
    expect(calls[0]?.init.method).toBe('PUT');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual(form);
    expect((calls[0]?.init.headers as Record<string, string>).Authorization).toBe('Bearer t0k');
  });

  it('answers a matching response as received', async () => {
    fakeFetch([vacancy]);
    expect(await callApi(vacanciesRoute)).toEqual([vacancy]);
  });

  it('throws a clear error when the response does not match the route’s schema', async () => {
    fakeFetch([{ ...vacancy, status: 'Abierta', applications: undefined }]);
    const error = await callApi(vacanciesRoute).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiResponseMismatchError);
    expect((error as Error).message).toMatch(/^La respuesta de GET \/api\/vacancies no coincide con su esquema: /);
    expect((error as Error).message).toContain('0.status');
    expect((error as Error).message).toContain('0.applications');
  });

  it('throws the server’s error text with its status', async () => {
    fakeFetch({ error: 'No se encontró la vacante.' }, 404);
    const error = await callApi(updateVacancyRoute, { params: { id: 'x' }, body: {} as never }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).not.toBeInstanceOf(ApiResponseMismatchError);
    expect(error).toMatchObject({ status: 404, message: 'No se encontró la vacante.' });
  });

  it('sends the query and answers a raw response as text', async () => {
    const route = defineRoute({
      method: 'GET',
      path: '/api/page/:slug',
      auth: 'none',
      query: z.object({ q: z.string() }),
      response: HTML_RESPONSE,
    });
    const calls = fakeFetch('<p>1</p>');
    expect(await callApi(route, { params: { slug: 'a' }, query: { q: 'x y' } })).toBe('<p>1</p>');
    expect(calls[0]?.url).toBe('/api/page/a?q=x+y');
  });
});

describe('downloadFile', () => {
  it("calls a file route by its definition and answers the bytes with the server's file name", async () => {
    const bytes = new Uint8Array([0, 255, 1, 128]);
    const calls: Array<{ url: string; init: RequestInit }> = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(bytes, {
        headers: { 'Content-Type': 'audio/webm', 'Content-Disposition': 'attachment; filename="audio-m1.webm"' },
      });
    });
    const file = await downloadFile(candidateMediaRoute, { body: { token: 't'.repeat(43), mediaId: 'm1' } });
    expect(calls[0]!.url).toBe('/api/candidate-data/media');
    expect(calls[0]!.init.method).toBe('POST');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ token: 't'.repeat(43), mediaId: 'm1' });
    expect(file.filename).toBe('audio-m1.webm');
    expect(new Uint8Array(await file.blob.arrayBuffer())).toEqual(bytes);
  });

  it("fails with the server's message, and fills the path's parameters", async () => {
    const calls = fakeFetch({ error: 'No encontramos esa grabación.' }, 404);
    const error = await downloadFile(practiceMediaRoute, { params: { chatSessionId: 'ABC123', mediaId: 'm 1' } }).catch(
      (caught: unknown) => caught,
    );
    expect(calls[0]!.url).toBe('/api/interview-export/ABC123/media/m%201');
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 404, message: 'No encontramos esa grabación.' });
  });
});

describe('callRoute (a read by its address, issue 21)', () => {
  const route = defineRoute({
    method: 'GET',
    path: '/api/chat/:chatSessionId',
    auth: 'none',
    response: z.object({ status: z.string() }),
  });
  const address = { method: route.method, path: route.path };

  it('calls the address with its parameters and checks the answer against the definition where answers are checked', async () => {
    const calls = fakeFetch({ status: 'Finished' });
    let loaded = 0;
    const definition = async () => {
      loaded += 1;
      return route;
    };
    expect(await callRoute(address, definition, { params: { chatSessionId: 'a/b' } })).toEqual({ status: 'Finished' });
    expect(calls.map((call) => [call.url, call.init.method])).toEqual([['/api/chat/a%2Fb', 'GET']]);
    expect(loaded).toBe(1);
    fakeFetch({ status: 3 });
    await expect(callRoute(address, definition, { params: { chatSessionId: 'x' } })).rejects.toBeInstanceOf(
      ApiResponseMismatchError,
    );
  });
});
