import assert from 'node:assert/strict';
import { DEMO_PASSWORD } from './journey.ts';

/** A JSON call to the API from the test itself (not the browser), failing loudly on an error answer. */
export async function api<T>(baseUrl: string, path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const { token, ...request } = init;
  const response = await fetch(`${baseUrl}${path}`, {
    ...request,
    headers: {
      Accept: 'application/json',
      ...(request.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...request.headers,
    },
  });
  const body = (await response.json()) as T;
  assert.ok(response.ok, `${request.method ?? 'GET'} ${path} answered ${response.status}: ${JSON.stringify(body)}`);
  return body;
}

/** A session token of a demo account, signed in through the API. */
export async function tokenFor(baseUrl: string, email: string): Promise<string> {
  const { token } = await api<{ token: string }>(baseUrl, '/api/sign-in', {
    method: 'POST',
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  return token;
}
