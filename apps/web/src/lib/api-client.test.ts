import { beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { ApiError, apiDelete, apiGet, apiPost, apiPut, NO_RESPONSE_STATUS } from './api-client.ts';
import { reloadTo } from './session.ts';

vi.mock('./session.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./session.ts')>()),
  reloadTo: vi.fn(),
}));

/** A JSON answer as fetch would give it: this file tests the fetch wrapper itself, under MSW's level. */
function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function stubFetch(answer: () => Promise<Response>) {
  const fetchMock = vi.fn<typeof fetch>(answer);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('the API client', () => {
  beforeEach(() => {
    vi.mocked(reloadTo).mockClear();
    localStorage.setItem('token', 'session-token');
    localStorage.setItem('user', JSON.stringify({ id: 1 }));
  });

  it('sends the stored token as a bearer token and returns the JSON body', async () => {
    const fetchMock = stubFetch(async () => jsonResponse(200, { ok: true }));

    await expect(apiGet('/api/user')).resolves.toEqual({ ok: true });

    const init = fetchMock.mock.calls[0]?.[1] as RequestInit;
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer session-token');
  });

  it("takes the route preload's early answer for the same GET once, and never for another call", async () => {
    const fetchMock = stubFetch(async () => jsonResponse(200, { fresh: true }));
    const early = { token: 'session-token', url: '/api/dairy', at: performance.now() };
    window.__cordeeEarlyFirst = { ...early, response: Promise.resolve(jsonResponse(200, { early: true })) };
    const entry = { dairy_title: 'Ice day', dairy_date: '2026-11-20' };

    // Another address, or the same one written to: asked of the server; the early answer waits.
    await expect(apiGet('/api/dairy', { query: { page: 2, per_page: 12 } })).resolves.toEqual({ fresh: true });
    await expect(apiPost('/api/dairy', { body: entry })).resolves.toEqual({ fresh: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);

    await expect(apiGet('/api/dairy')).resolves.toEqual({ early: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await expect(apiGet('/api/dairy')).resolves.toEqual({ fresh: true });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('clears the session and reloads to SignIn, saying the session ended, when the server answers 401', async () => {
    window.history.pushState(null, '', '/');
    stubFetch(async () => jsonResponse(401, { message: 'Unauthenticated.', code: 'unauthenticated' }));

    const error = await apiGet('/api/user').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(reloadTo).toHaveBeenCalledWith('/signin?reason=session-ended');
  });

  it('keeps the page the person was on as the return path of SignIn after a 401', async () => {
    window.history.pushState(null, '', '/explore-events?status=search&query=ice&event=7');
    stubFetch(async () => jsonResponse(401, { message: 'Unauthenticated.', code: 'unauthenticated' }));

    await apiGet('/api/bookings', { query: { type: 'all' } }).catch(() => undefined);

    expect(reloadTo).toHaveBeenCalledWith(
      `/signin?reason=session-ended&next=${encodeURIComponent('/explore-events?status=search&query=ice&event=7')}`,
    );
    window.history.pushState(null, '', '/');
  });

  it('words an overload refusal as a call to try again, whatever the server wrote', async () => {
    stubFetch(async () => jsonResponse(503, { message: 'The server is busy. Please try again.', code: 'overloaded' }));

    const error = (await apiGet('/api/getevents').catch((caught: unknown) => caught)) as ApiError;

    expect(error.status).toBe(503);
    expect(error.code).toBe('overloaded');
    expect(error.message).toBe('Cordée is very busy right now. Please try again in a moment.');
    expect(localStorage.getItem('token')).toBe('session-token');
  });

  it('keeps the token on a 503 and says to try again', async () => {
    stubFetch(async () => new Response('<html>Service Unavailable</html>', { status: 503 }));

    const error = (await apiGet('/api/user').catch((caught: unknown) => caught)) as ApiError;

    expect(error.status).toBe(503);
    expect(error.message).toBe('Cordée is temporarily unavailable. Please try again in a moment.');
    expect(localStorage.getItem('token')).toBe('session-token');
    expect(reloadTo).not.toHaveBeenCalled();
  });

  it('explains a missing answer as a connection problem and keeps the token', async () => {
    stubFetch(async () => {
      throw new TypeError('Failed to fetch');
    });

    const error = (await apiGet('/api/user').catch((caught: unknown) => caught)) as ApiError;

    expect(error.status).toBe(NO_RESPONSE_STATUS);
    expect(error.message).toBe('An unknown error has occurred. Please check your internet connection.');
    expect(localStorage.getItem('token')).toBe('session-token');
  });

  it('does not end anything when an anonymous call is refused with 401 (wrong password)', async () => {
    localStorage.clear();
    stubFetch(async () =>
      jsonResponse(401, { message: 'These credentials do not match.', code: 'invalid_credentials' }),
    );

    const body = { email: 'ada@example.com', password: 'wrong' };
    const error = (await apiPost('/api/sign-in', { body }).catch((caught: unknown) => caught)) as ApiError;

    expect(error.message).toBe('These credentials do not match.');
    expect(error.code).toBe('invalid_credentials');
    expect(reloadTo).not.toHaveBeenCalled();
  });

  it('carries the field errors of a 422 and gives the first message per field', async () => {
    stubFetch(async () =>
      jsonResponse(422, {
        message: 'The given data was invalid.',
        errors: { email: ['The email has already been taken.', 'Second message'] },
      }),
    );

    const body = {
      email: 'ada@example.com',
      name: 'Ada',
      phone_number: '5145550100',
      password: 'a long password',
      password_confirmation: 'a long password',
    };
    const error = (await apiPost('/api/register-climber', { body }).catch((caught: unknown) => caught)) as ApiError;

    expect(error.status).toBe(422);
    expect(error.firstErrorOf('email')).toBe('The email has already been taken.');
    expect(localStorage.getItem('token')).toBe('session-token');
  });
});

describe('the typed calls', () => {
  beforeEach(() => {
    localStorage.setItem('token', 'session-token');
  });

  function requestOf(fetchMock: ReturnType<typeof stubFetch>) {
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    return { url, method: init?.method, body: init?.body, headers: init?.headers as Record<string, string> };
  }

  it("puts each path parameter in its place, encoded, so a slash or a '?' in a value stays in it", async () => {
    const fetchMock = stubFetch(async () => jsonResponse(200, {}));

    await apiGet('/api/training-pages/slug/{slug}', { path: { slug: 'ice & rock/2?x' } });
    await apiPost('/api/goto-stripe-dashboard/{id}', { path: { id: 'acct 1/2' } });

    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/training-pages/slug/ice%20%26%20rock%2F2%3Fx',
      '/api/goto-stripe-dashboard/acct%201%2F2',
    ]);
  });

  it('sends the query in the order written, leaves out what is undefined, and adds no ? when nothing is left', async () => {
    const fetchMock = stubFetch(async () => jsonResponse(200, {}));

    await apiGet('/api/getevents', {
      query: { page: 2, per_page: 24, category: undefined, date: '2026-12-01', search: 'ice & rock' },
    });
    await apiGet('/api/fetch-this-chat/{recipient_id}', {
      path: { recipient_id: 9 },
      query: { before: undefined, event_id: undefined },
    });
    await apiGet('/api/fetch-this-chat/{recipient_id}', { path: { recipient_id: 9 }, query: { event_id: 4 } });

    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/getevents?page=2&per_page=24&date=2026-12-01&search=ice+%26+rock',
      '/api/fetch-this-chat/9',
      '/api/fetch-this-chat/9?event_id=4',
    ]);
  });

  it('sends the body as JSON with the method of the call', async () => {
    const fetchMock = stubFetch(async () => jsonResponse(200, {}));

    await apiPut('/api/plan/{id}', {
      path: { id: 3 },
      body: { plan_name: 'Alpine', plan_monthly_price: 1500, plan_yearly_price: 15000 },
    });

    const request = requestOf(fetchMock);
    expect(request.url).toBe('/api/plan/3');
    expect(request.method).toBe('PUT');
    expect(request.headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(String(request.body))).toEqual({
      plan_name: 'Alpine',
      plan_monthly_price: 1500,
      plan_yearly_price: 15000,
    });
  });

  it('sends no body and no content type when the route takes none', async () => {
    const fetchMock = stubFetch(async () => jsonResponse(200, { message: 'Deleted', id: 5 }));

    await expect(apiDelete('/api/dairy/{id}', { path: { id: 5 } })).resolves.toEqual({ message: 'Deleted', id: 5 });

    const request = requestOf(fetchMock);
    expect(request.method).toBe('DELETE');
    expect(request.body).toBeUndefined();
    expect(request.headers['Content-Type']).toBeUndefined();
  });

  it('answers with the JSON of the success response, typed from the document', async () => {
    stubFetch(async () => jsonResponse(200, { unread: 4 }));

    const answer = await apiPost('/api/notifications/{id}/read', { path: { id: 12 } });

    expect(answer).toEqual({ unread: 4 });
    expectTypeOf(answer).toEqualTypeOf<{ unread: number }>();
  });

  it('refuses at compile time what the document does not declare', () => {
    // Types only: nothing here runs. Each line fails the typecheck if the client's types go loose.
    const calls = () => [
      // @ts-expect-error POST is not a method of GET /api/home
      apiPost('/api/home'),
      // @ts-expect-error the path parameter is required
      apiGet('/api/event/{id}'),
      // @ts-expect-error the path parameter is a number
      apiGet('/api/event/{id}', { path: { id: 'seven' } }),
      // @ts-expect-error the sign-in body needs a password
      apiPost('/api/sign-in', { body: { email: 'ada@example.com' } }),
      // @ts-expect-error GET /api/getevents takes no `page_size`
      apiGet('/api/getevents', { query: { page_size: 10 } }),
      // @ts-expect-error DELETE /api/logout takes no body
      apiDelete('/api/logout', { body: {} }),
    ];
    expect(typeof calls).toBe('function');
  });
});
