/**
 * An error answer's body without its `request_id`, which is every answer's own: for tests that check a
 * refusal is the same as another (a hidden row answers exactly as a missing one).
 */
export function refusalBody(response: { json: () => unknown }): Record<string, unknown> {
  const { request_id: _requestId, ...body } = response.json() as Record<string, unknown>;
  return body;
}
