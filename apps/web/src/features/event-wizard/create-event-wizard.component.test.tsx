import type { AuthUser } from '@cordee/shared/auth.contracts';
import type { Event } from '@cordee/shared/events.contracts';
import type { PayoutOverview } from '@cordee/shared/payouts.contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissAllAlerts } from '../../shell/alerts/alert.store.ts';
import { AlertRegion } from '../../shell/alerts/alert-region.component.tsx';
import { type Answer, addressOf, api, apiServer, type Respond, recordRequests } from '../../test/api-server.ts';
import { makeBootstrap, makeUser } from '../../test/fixtures.ts';
import { createTestQueryClient } from '../../test/render.tsx';
import { makeOverview } from '../payouts/payouts.fixtures.ts';
import { CreateEventWizard } from './create-event-wizard.component.tsx';
import { EVENT_DRAFT_KEY, readEventDraft, saveEventDraft } from './event-draft.store.ts';
import type { EventDraft } from './event-draft.ts';
import { makeCompleteDraft, makeEvent } from './event-wizard.fixtures.ts';

// Leaflet needs a real layout; the map is a pointer shortcut to inputs the tests fill directly.
vi.mock('./location-picker-map.component.tsx', () => ({ LocationPickerMap: () => null }));

const guide = makeUser({
  id: 3,
  role: 'guide',
  stripe_account_id: 'acct_1',
  details_submitted: true,
  payouts_enabled: true,
});

type Answers = {
  overview?: PayoutOverview;
  onCreate?: (body: Record<string, unknown>, response: Respond<'/api/event', 'post'>) => Answer<'/api/event', 'post'>;
};

function stubServer({ overview = makeOverview('active'), onCreate }: Answers = {}) {
  apiServer.use(
    api.get('/api/payouts/overview', ({ response }) => response(200).json(overview)),
    // The location step looks the address up as it is typed: no place matches here.
    api.get('/api/places/search', ({ response }) => response(200).json({ places: [] })),
    ...(onCreate
      ? [
          api.post('/api/event', async ({ request, response }) =>
            onCreate((await request.json()) as Record<string, unknown>, response),
          ),
        ]
      : []),
  );
  return recordRequests();
}

function renderWizard(path: string, user: AuthUser = guide, onCreated = vi.fn()) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(['bootstrap'], makeBootstrap({ user }));
  // A created course refreshes the session (its home figures count courses): the same guide answers.
  apiServer.use(api.get('/api/user', ({ response }) => response(200).json(makeBootstrap({ user }))));
  const router = createMemoryRouter(
    [
      {
        path: '/calendar',
        element: (
          <>
            <CreateEventWizard onCreated={onCreated} />
            <AlertRegion />
          </>
        ),
      },
      { path: '/payout', element: <p>Arrived at /payout</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, queryClient, onCreated };
}

function storeDraft(changes: Partial<EventDraft> = {}) {
  saveEventDraft(guide.id, makeCompleteDraft(changes));
}

const stepperOf = (router: ReturnType<typeof renderWizard>['router']) =>
  new URLSearchParams(router.state.location.search).get('stepper');

afterEach(() => {
  act(() => dismissAllAlerts());
});

describe('CreateEventWizard', () => {
  describe('step 1 dates', () => {
    it('refuses a start date in the past on step 1, before any later step is filled in', async () => {
      stubServer();
      storeDraft({ start_date: '2020-03-01', end_date: '2020-03-01', category: '', address: '', price: [] });
      const { router } = renderWizard('/calendar');

      await userEvent.click(await screen.findByRole('button', { name: 'Next' }));

      const card = await screen.findByRole('alert');
      expect(within(card).getByText('The start date cannot be in the past.')).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Step 1 of 4: Details' })).toBeInTheDocument();
      expect(stepperOf(router)).toBeNull();
    });

    it('says an empty start date is required', async () => {
      stubServer();
      storeDraft({ start_date: '', end_date: '' });
      renderWizard('/calendar');

      await userEvent.click(await screen.findByRole('button', { name: 'Next' }));

      const card = await screen.findByRole('alert');
      expect(
        within(card)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['The start date is required.']);
      expect(screen.getByLabelText('Start date')).toHaveAccessibleDescription('The start date is required.');
    });
  });

  describe('step 1 and the payout account', () => {
    it('shows a guide without a payout account the prompt to Payout, and keeps them on step 1', async () => {
      stubServer({ overview: makeOverview('setup') });
      storeDraft();
      const unready = makeUser({ id: 3, role: 'guide' });
      renderWizard('/calendar?stepper=3&current=9&origin=calendar', unready);

      expect(await screen.findByRole('heading', { name: 'Set up your payout account first' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Step 1 of 4: Details' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

      await userEvent.click(screen.getByRole('link', { name: 'Go to Payout' }));
      expect(await screen.findByText('Arrived at /payout')).toBeInTheDocument();
    });

    it('lets a guide whose account is set up go on, carrying current and origin', async () => {
      stubServer();
      storeDraft();
      const { router } = renderWizard('/calendar?current=9&origin=calendar');

      await userEvent.click(screen.getByRole('button', { name: 'Next' }));

      expect(await screen.findByRole('heading', { name: 'Step 2 of 4: Location' })).toBeInTheDocument();
      const query = new URLSearchParams(router.state.location.search);
      expect(Object.fromEntries(query)).toEqual({ current: '9', origin: 'calendar', stepper: '2' });
      expect(screen.queryByRole('heading', { name: 'Set up your payout account first' })).not.toBeInTheDocument();
    });
  });

  describe('step 3', () => {
    it("refuses Next without a price for every group size, in the spec's words", async () => {
      stubServer();
      storeDraft({ price: [] });
      const { router } = renderWizard('/calendar?stepper=3');

      await userEvent.click(await screen.findByRole('button', { name: 'Next' }));

      const card = await screen.findByRole('alert');
      expect(card).toHaveTextContent('Please specify the price for all persons.');
      expect(screen.getByRole('heading', { name: 'Step 3 of 4: Pricing' })).toBeInTheDocument();
      expect(stepperOf(router)).toBe('3');
      // Shown beside the prices too.
      expect(screen.getByRole('group', { name: 'Prices' })).toHaveTextContent(
        'Please specify the price for all persons.',
      );

      await userEvent.type(screen.getByLabelText('Price per person'), '425');
      await userEvent.click(screen.getByRole('button', { name: 'Next' }));

      expect(await screen.findByRole('heading', { name: 'Step 4 of 4: Requirements' })).toBeInTheDocument();
      expect(stepperOf(router)).toBe('4');
      expect(readEventDraft(guide).price).toEqual([{ id: 1, price: '425', priceh: '' }]);
    });

    it('shows one price row per group size of a private trip, following the sliders', async () => {
      stubServer();
      storeDraft({ event_type: 'private', attendance_min: 1, attendance_limit: 4, price: [] });
      renderWizard('/calendar?stepper=3');

      const prices = await screen.findByRole('group', { name: 'Prices' });
      expect(within(prices).getAllByRole('spinbutton')).toHaveLength(4);
      expect(within(prices).getByLabelText('Price per person, group of 4')).toBeInTheDocument();

      fireEvent.change(screen.getByLabelText('Maximum'), { target: { value: '2' } });
      expect(within(prices).getAllByRole('spinbutton')).toHaveLength(2);

      // The minimum cannot reach the maximum: it pushes the maximum along.
      fireEvent.change(screen.getByLabelText('Minimum'), { target: { value: '3' } });
      expect(screen.getByLabelText('Maximum')).toHaveValue('4');
      expect(within(prices).getAllByRole('spinbutton')).toHaveLength(2);
      expect(within(prices).getByLabelText('Price per person, group of 3')).toBeInTheDocument();
    });

    it("asks for the add-on fields and the donation titles; 'No' empties the list", async () => {
      stubServer();
      storeDraft();
      renderWizard('/calendar?stepper=3');

      const addons = await screen.findByRole('group', { name: 'Offer add-ons?' });
      await userEvent.click(within(addons).getByLabelText('Yes'));
      await userEvent.type(screen.getByLabelText('Title of add-on 1'), 'Boots');
      const donations = screen.getByRole('group', { name: 'Accept donations?' });
      await userEvent.click(within(donations).getByLabelText('Yes'));
      await userEvent.click(screen.getByRole('button', { name: 'Next' }));

      const card = await screen.findByRole('alert');
      expect(card).toHaveTextContent('Please fill out all the Addons field.');
      expect(card).toHaveTextContent('Please fill out the title of the donations field.');

      await userEvent.click(within(donations).getByLabelText('No'));
      expect(screen.queryByLabelText('Title of donation 1')).not.toBeInTheDocument();
      await userEvent.type(screen.getByLabelText('Price of add-on 1'), '20');
      await userEvent.click(screen.getByRole('button', { name: 'Next' }));

      expect(await screen.findByRole('heading', { name: 'Step 4 of 4: Requirements' })).toBeInTheDocument();
      expect(readEventDraft(guide)).toMatchObject({ donations_enabled: false, donations: [] });
    });
  });

  describe('step 4', () => {
    it('refuses Submit without experience, waiver file or complete Q&A, then clears the messages', async () => {
      const requests = stubServer();
      storeDraft({ experience_required: [], terms_type: 'upload', event_terms: null, terms_link: '' });
      renderWizard('/calendar?stepper=4');

      await userEvent.type(await screen.findByLabelText('Question 1'), 'What if it rains?');
      await userEvent.click(screen.getByRole('button', { name: 'Submit' }));

      const card = await screen.findByRole('alert');
      expect(card).toHaveTextContent('Select at least one experience required.');
      expect(card).toHaveTextContent('Please upload a waiver file');
      expect(card).toHaveTextContent('Please fill out all the Question & Answer fields.');
      expect(screen.getByRole('group', { name: 'Experience required' })).toHaveTextContent(
        'Select at least one experience required.',
      );

      // The link option asks for its own field; the file stays chosen for a switch back.
      await userEvent.click(screen.getByLabelText('Insert link'));
      await userEvent.click(screen.getByLabelText('Beginner'));
      await userEvent.type(screen.getByLabelText('Answer 1'), 'We move the date.');
      await userEvent.click(screen.getByRole('button', { name: 'Submit' }));

      expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a link to your waiver');
      expect(screen.getByRole('alert')).not.toHaveTextContent('Select at least one experience required.');
      expect(requests.some((request) => addressOf(request).endsWith('/api/event'))).toBe(false);
    });

    it("sends the draft once, shows 'Submitting...', then clears the draft and goes back to the calendar", async () => {
      let answer: (event: Event) => void = () => {};
      const bodies: Array<Record<string, unknown>> = [];
      stubServer({
        onCreate: (body, response) => {
          bodies.push(body);
          return new Promise((resolve) => {
            answer = (event) =>
              resolve(response(201).json({ message: 'Event is created', code: 'event_created', event }));
          });
        },
      });
      storeDraft({ request_id: 'request-once-1', color: 'green' });
      const { router, onCreated } = renderWizard('/calendar?stepper=4&current=9&origin=calendar');

      const submit = await screen.findByRole('button', { name: 'Submit' });
      await userEvent.click(submit);
      const sending = await screen.findByRole('button', { name: 'Submitting...' });
      expect(sending).toBeDisabled();
      await userEvent.click(sending);
      expect(bodies).toHaveLength(1);
      expect(bodies[0]).toMatchObject({ request_id: 'request-once-1', price: [{ id: 1, price: 42_500 }] });

      const event = makeEvent({ id: 12, start_date: '2030-06-01' });
      await act(async () => answer(event));

      expect(await screen.findByText('Event is created')).toBeInTheDocument();
      expect(onCreated).toHaveBeenCalledWith(event);
      expect(router.state.location.search).toBe('');
      expect(localStorage.getItem(EVENT_DRAFT_KEY)).toBeNull();
      expect(screen.getByRole('heading', { name: 'Step 1 of 4: Details' })).toBeInTheDocument();
      expect(screen.getByLabelText('Event name')).toHaveValue('');
    });

    it("shows the server's refusal and takes the guide to the step of the field", async () => {
      stubServer({
        onCreate: (_body, response) =>
          response(422).json({
            message: 'The given data was invalid.',
            code: 'invalid_input',
            errors: { gallery: ['One of the files cannot be found.'] },
          }),
      });
      storeDraft();
      const { router } = renderWizard('/calendar?stepper=4');

      await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));

      expect(await screen.findByRole('heading', { name: 'Step 2 of 4: Location' })).toBeInTheDocument();
      expect(stepperOf(router)).toBe('2');
      expect(screen.getByText('The given data was invalid.')).toBeInTheDocument();
      expect(screen.getByRole('group', { name: 'Gallery' })).toHaveTextContent('One of the files cannot be found.');
    });
  });
});
