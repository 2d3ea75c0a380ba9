import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { rememberReturnPath } from '../../../lib/return-path.ts';
import { uploadFile } from '../../../lib/upload-client.ts';
import { addressOf, api, apiServer, bodyOf, recordRequests } from '../../../test/api-server.ts';
import { makeUser } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { ClimbingExperienceStep } from './climbing-experience-step.component.tsx';
import { FunFactsStep } from './fun-facts-step.component.tsx';
import { InterestedSkillsStep } from './interested-skills-step.component.tsx';
import { PersonalInfoStep } from './personal-info-step.component.tsx';

vi.mock('../../../lib/upload-client.ts', () => ({ uploadFile: vi.fn() }));

const ROUTES: RouteObject[] = [
  { path: '/signup-personal-info', element: <PersonalInfoStep /> },
  { path: '/signup-climbing-experience', element: <ClimbingExperienceStep /> },
  { path: '/signup-fun-facts', element: <FunFactsStep /> },
  { path: '/signup-interested-new-skills', element: <InterestedSkillsStep /> },
  { path: '/', element: <p>Arrived at /</p> },
  { path: '/viewevents', element: <p>Arrived at /viewevents</p> },
];

/** A complete draft of steps 1 to 3, as the wizard stores it. */
const DRAFT = {
  tempImage: '/uploads/avatar.png',
  dob: '1990-05-17',
  gender: 'other',
  otherGender: 'Two-spirit',
  skills: ['Leading', 'Trad'],
  type_yours: 'Ice screws',
  activities: [
    { name: 'Mountaineering', level: 40 },
    { name: 'Ice climbing', level: 0 },
    { name: 'Dry tooling', level: 0 },
    { name: 'Rock Climbing', level: 75 },
  ],
  bio: 'Granite lover.',
};

function signIn(overrides: Parameters<typeof makeUser>[0] = {}) {
  localStorage.setItem('token', 'session-token');
  localStorage.setItem('user', JSON.stringify(makeUser({ id: 7, ...overrides })));
}

function storedDraft(): Record<string, unknown> {
  return JSON.parse(localStorage.getItem('newUser') ?? '{}');
}

function renderWizard(path: string) {
  return renderRoutes(ROUTES, path);
}

describe('the climber sign-up wizard', () => {
  it('shows the four steps and hides the indicator once signed up', () => {
    signIn();
    const { unmount } = renderWizard('/signup-personal-info');
    const steps = screen.getByRole('list', { name: 'Sign-up steps' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1Personal information', '2Climbing experience', '3Fun facts', '4Skill I want to learn']);
    expect(within(steps).getAllByRole('listitem')[0]).toHaveAttribute('aria-current', 'step');
    unmount();

    signIn({ signed_up: true });
    renderWizard('/signup-personal-info');
    expect(screen.queryByRole('list', { name: 'Sign-up steps' })).not.toBeInTheDocument();
  });

  it('step 1 asks for the date of birth, the gender, and a custom gender with Other', async () => {
    signIn();
    renderWizard('/signup-personal-info');

    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText('The date of birth field is required')).toBeInTheDocument();
    expect(screen.getByText('The gender field is required')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Gender' })).toHaveAccessibleDescription('The gender field is required');

    await userEvent.click(screen.getByRole('radio', { name: 'Other' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText('Please enter your gender')).toBeInTheDocument();
    expect(screen.getByLabelText('Your gender')).toHaveAttribute('maxLength', '16');
    expect(localStorage.getItem('newUser')).toBeNull();
  });

  it('uploads the avatar with a progress bar, saves step 1 to the draft and pre-fills it on return', async () => {
    signIn();
    let finish: (value: Awaited<ReturnType<typeof uploadFile>>) => void = () => {};
    vi.mocked(uploadFile).mockImplementation((_endpoint, _file, onProgress) => {
      onProgress?.(40);
      return new Promise((resolve) => (finish = resolve));
    });
    const { container } = renderWizard('/signup-personal-info');

    await userEvent.upload(screen.getByLabelText('Photo file'), new File(['png'], 'me.png', { type: 'image/png' }));
    expect(await screen.findByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    finish({
      key: 'k',
      url: '/uploads/me.png',
      thumbnail_url: null,
      name: 'me.png',
      size: 3,
      type: 'image/png',
    });
    expect(await screen.findByText('Photo uploaded.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Date of birth'), '1990-05-17');
    await userEvent.click(screen.getByRole('radio', { name: 'Other' }));
    await userEvent.type(screen.getByLabelText('Your gender'), 'Two-spirit');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { name: 'Climbing experience' })).toBeInTheDocument();
    expect(storedDraft()).toEqual({
      tempImage: '/uploads/me.png',
      dob: '1990-05-17',
      gender: 'other',
      otherGender: 'Two-spirit',
    });
    const steps = screen.getByRole('list', { name: 'Sign-up steps' });
    expect(within(steps).getAllByRole('listitem')[0]).toHaveTextContent('(completed)');

    await userEvent.click(screen.getByRole('button', { name: 'Back' }));

    expect(await screen.findByLabelText('Date of birth')).toHaveValue('1990-05-17');
    expect(screen.getByRole('radio', { name: 'Other' })).toBeChecked();
    expect(screen.getByLabelText('Your gender')).toHaveValue('Two-spirit');
    // The avatar is decorative (alt=""): the picture shown is the uploaded one.
    expect(container.querySelector('img')).toHaveAttribute('src', '/uploads/me.png');
  });

  it('step 1 refuses a file that is not a PNG or a JPEG without uploading it', async () => {
    signIn();
    renderWizard('/signup-personal-info');
    const user = userEvent.setup({ applyAccept: false });

    await user.upload(screen.getByLabelText('Photo file'), new File(['gif'], 'me.gif', { type: 'image/gif' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Only PNG, JPG and JPEG images are accepted.');
    expect(uploadFile).not.toHaveBeenCalled();
  });

  it('step 2 needs a skill from the list or typed, toggles skills and keeps the activity levels', async () => {
    signIn();
    localStorage.setItem('newUser', JSON.stringify({ dob: '1990-05-17', gender: 'female' }));
    renderWizard('/signup-climbing-experience');

    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText('Select at least one skill from the list or type yours in the field.'),
    ).toBeInTheDocument();

    const leading = screen.getByRole('button', { name: 'Leading' });
    expect(leading).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(leading);
    await userEvent.click(screen.getByRole('button', { name: 'Trad' }));
    await userEvent.click(screen.getByRole('button', { name: 'Trad' }));
    expect(leading).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Trad' })).toHaveAttribute('aria-pressed', 'false');

    const rock = screen.getByRole('slider', { name: 'Rock Climbing' });
    expect(rock).toHaveValue('0');
    expect(rock).toHaveAttribute('min', '0');
    expect(rock).toHaveAttribute('max', '100');
    expect(rock).toHaveAttribute('step', '1');
    // jsdom has no slider keyboard; the browser journey moves it with the arrow keys.
    fireEvent.change(rock, { target: { value: '55' } });
    expect(rock).toHaveValue('55');
    expect(rock).toHaveAttribute('aria-valuetext', '55%');
    expect(screen.getByText('55%')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Other skills'), 'Ice screws, Crevasse rescue');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { name: 'Fun facts' })).toBeInTheDocument();
    expect(storedDraft()).toMatchObject({
      dob: '1990-05-17',
      skills: ['Leading'],
      type_yours: 'Ice screws, Crevasse rescue',
      activities: [
        { name: 'Mountaineering', level: 0 },
        { name: 'Ice climbing', level: 0 },
        { name: 'Dry tooling', level: 0 },
        { name: 'Rock Climbing', level: 55 },
      ],
    });
  });

  it('typed skills are enough on step 2', async () => {
    signIn();
    renderWizard('/signup-climbing-experience');

    await userEvent.type(screen.getByLabelText('Other skills'), 'Aid climbing');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { name: 'Fun facts' })).toBeInTheDocument();
  });

  it('Finish sends the whole record, stores the user, clears the draft and goes Home', async () => {
    signIn();
    localStorage.setItem('newUser', JSON.stringify(DRAFT));
    const saved = makeUser({ id: 7, signed_up: true, bio: 'Granite lover.' });
    apiServer.use(
      api.put('/api/user/{id}', ({ response }) =>
        response(200).json({ message: 'Your profile has been saved.', code: 'profile_saved', user: saved }),
      ),
    );
    const requests = recordRequests();
    renderWizard('/signup-interested-new-skills');

    await userEvent.type(screen.getByLabelText('Skills I want to learn'), 'Multi pitch,  Lead climbing ,');
    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));

    expect(await screen.findByText('Arrived at /')).toBeInTheDocument();
    expect(addressOf(requests[0])).toBe('/api/user/7');
    expect(requests[0]?.method).toBe('PUT');
    expect(await bodyOf(requests[0])).toEqual({ ...DRAFT, new_skills: ['Multi pitch', 'Lead climbing'] });
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(saved);
    expect(localStorage.getItem('newUser')).toBeNull();
  });

  it('Finish goes back to the course a climber signed up from (the booking prompt)', async () => {
    signIn();
    localStorage.setItem('newUser', JSON.stringify(DRAFT));
    // SignUp, opened from the booking prompt, kept the course's address in the tab.
    rememberReturnPath('/viewevents?event=3');
    const saved = makeUser({ id: 7, signed_up: true });
    apiServer.use(
      api.put('/api/user/{id}', ({ response }) =>
        response(200).json({ message: 'Your profile has been saved.', code: 'profile_saved', user: saved }),
      ),
    );
    const { router } = renderWizard('/signup-interested-new-skills');

    await userEvent.type(screen.getByLabelText('Skills I want to learn'), 'Multi pitch');
    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));

    expect(await screen.findByText('Arrived at /viewevents')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?event=3');
    sessionStorage.clear();
  });

  it('Finish sends a climber back to a step whose answer is missing, and says why', async () => {
    signIn();
    localStorage.setItem('newUser', JSON.stringify({ ...DRAFT, dob: '' }));
    const requests = recordRequests();
    renderWizard('/signup-interested-new-skills');

    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));

    expect(await screen.findByRole('heading', { name: 'Personal information' })).toBeInTheDocument();
    expect(await screen.findByText('The date of birth field is required')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it("shows a 422 under this step's field, and otherwise stays silent as the spec says", async () => {
    signIn();
    localStorage.setItem('newUser', JSON.stringify(DRAFT));
    apiServer.use(
      api.put(
        '/api/user/{id}',
        ({ response }) =>
          response(422).json({
            message: 'At most 20 entries.',
            code: 'invalid_input',
            errors: { new_skills: ['At most 20 entries.'] },
          }),
        { once: true },
      ),
      api.put(
        '/api/user/{id}',
        ({ response }) =>
          // The document declares no 500: it is the answer to a failure the route did not foresee.
          response.untyped(
            HttpResponse.json({ message: 'Internal Server Error', code: 'internal_error' }, { status: 500 }),
          ),
        { once: true },
      ),
    );
    const requests = recordRequests();
    renderWizard('/signup-interested-new-skills');
    await userEvent.type(screen.getByLabelText('Skills I want to learn'), 'Aid');

    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));

    expect(await screen.findByText('At most 20 entries.')).toBeInTheDocument();
    expect(screen.getByLabelText('Skills I want to learn')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));

    expect(await screen.findByRole('button', { name: 'Finish' })).toBeEnabled();
    expect(requests).toHaveLength(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Internal Server Error')).not.toBeInTheDocument();
  });

  it('shows a 422 about an earlier answer on the step that asks for it', async () => {
    signIn();
    localStorage.setItem('newUser', JSON.stringify(DRAFT));
    apiServer.use(
      api.put('/api/user/{id}', ({ response }) =>
        response(422).json({
          message: 'This upload has expired. Please upload the file again.',
          code: 'invalid_input',
          errors: { tempImage: ['This upload has expired. Please upload the file again.'] },
        }),
      ),
    );
    renderWizard('/signup-interested-new-skills');

    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));

    expect(await screen.findByRole('heading', { name: 'Personal information' })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This upload has expired. Please upload the file again.',
    );
  });

  it('"Back To Dashboard" keeps the answers and goes Home', async () => {
    signIn();
    renderWizard('/signup-personal-info');

    await userEvent.type(screen.getByLabelText('Date of birth'), '1990-05-17');
    await userEvent.click(screen.getByRole('button', { name: 'Back To Dashboard' }));

    expect(await screen.findByText('Arrived at /')).toBeInTheDocument();
    expect(storedDraft()).toMatchObject({ dob: '1990-05-17' });
  });
});
