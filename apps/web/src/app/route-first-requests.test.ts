import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { diaryListQueryOptions, viewDiaryQueryOptions } from '../features/journal/journal.api.ts';
import { fetchTrainings, TRAININGS_PER_PAGE } from '../features/trainings/trainings.api.ts';
import { ROUTES } from '../routing/routes.ts';
import { addressOf, apiServer, recordRequests } from '../test/api-server.ts';

/**
 * The address a request function asks for. Whatever it asks is answered with an empty body: the address
 * is what is under test, so no route's handler is chosen, and the body is not read.
 */
async function addressAskedBy(request: () => Promise<unknown>): Promise<string> {
  apiServer.use(http.get('*', () => HttpResponse.json({})));
  const requests = recordRequests();
  await request();
  return addressOf(requests[0]);
}

// An early request for another address than the screen's would be made for nothing, and the screen would
// still wait for its own: each firstRequest must be exactly what the screen asks for on a first visit.
describe("the routes' first requests", () => {
  it('name the first page of the training videos, as Trainings and Videos ask for it', async () => {
    const first = await addressAskedBy(() =>
      fetchTrainings({ page: 1, perPage: TRAININGS_PER_PAGE, search: '', planId: null }),
    );
    expect(ROUTES.Trainings.firstRequest).toBe(first);
    expect(ROUTES.Videos.firstRequest).toBe(first);
  });

  it("name the first page of the climber's journal, without a search", async () => {
    const options = diaryListQueryOptions('', 1);
    const first = await addressAskedBy(() =>
      (options.queryFn as (context: { signal: AbortSignal }) => Promise<unknown>)({
        signal: new AbortController().signal,
      }),
    );
    expect(ROUTES.VideoDiary.firstRequest).toBe(first);
  });

  it("name a shared journal entry by its address's diary id", async () => {
    const options = viewDiaryQueryOptions(42);
    const first = await addressAskedBy(() =>
      (options.queryFn as (context: { signal: AbortSignal }) => Promise<unknown>)({
        signal: new AbortController().signal,
      }),
    );
    expect(ROUTES.ViewDiary.firstRequest.replace(':diaryid', '42')).toBe(first);
    expect(ROUTES.ViewDiary.path).toContain(':diaryid');
  });
});
