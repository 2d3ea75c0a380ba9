import { afterEach, describe, expect, it, vi } from 'vitest';
import { diaryListQueryOptions, viewDiaryQueryOptions } from '../features/journal/journal.api.ts';
import { fetchTrainings, TRAININGS_PER_PAGE } from '../features/trainings/trainings.api.ts';
import { ROUTES } from '../routing/routes.ts';
import { jsonResponse } from '../test/render.tsx';

/** The address a request function asks for, answered with an empty body. */
async function addressAskedBy(request: () => Promise<unknown>): Promise<string> {
  const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse(200, {}));
  vi.stubGlobal('fetch', fetchMock);
  await request();
  return String(fetchMock.mock.calls[0]?.[0]);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

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
