import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getLocation, navigate } from '../../../shared/lib/router';
import { getAccessToken, sessionStore } from '../../../shared/lib/session';
import { initTestI18n } from '../../../test/i18n';
import { SignInPage } from './sign-in-page';

await initTestI18n();

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const loginAnswer = {
  access: 'A2',
  refresh: 'R2',
  user: { id: '00000000-0000-4000-8000-000000000001', email: 'owner@meridiancrest.example', name: 'Omar', status: 'active' },
  company: {
    id: '00000000-0000-4000-8000-000000000002',
    name: 'Meridian',
    groupId: '00000000-0000-4000-8000-000000000003',
    groupName: 'M',
  },
  permissions: {},
};
const challenge = { twoFactor: { challenge: 'c.h.a.l', expiresAt: '2030-01-01T00:00:00.000Z' } };
const bodies = (mock: ReturnType<typeof vi.fn>) =>
  mock.mock.calls.map(([, init]) => JSON.parse((init as { body: string }).body) as unknown);

beforeEach(() => navigate('/auth/boxed-signin', { state: { from: '/hcims' } }));
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.setState({ user: null, company: null, permissions: null });
});

async function passwordStep(responses: Response[]) {
  const fetchMock = vi.fn(() => Promise.resolve(responses.shift()!));
  vi.stubGlobal('fetch', fetchMock);
  render(<SignInPage />);
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email address'), 'owner@meridiancrest.example');
  await user.type(screen.getByLabelText('Password'), 'Harbour-Lantern-47');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return { user, fetchMock };
}

describe('sign-in with two-factor on', () => {
  it('asks for the app code after the password and signs in with it', async () => {
    const { user, fetchMock } = await passwordStep([json(200, challenge), json(200, loginAnswer)]);
    const code = await screen.findByLabelText('6-digit code');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(getAccessToken()).toBeNull();
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(getLocation().pathname).toBe('/hcims'));
    expect(getAccessToken()).toBe('A2');
    expect(bodies(fetchMock)[1]).toEqual({ challenge: 'c.h.a.l', code: '123456' });
  });

  it('takes a recovery code instead, and shows a wrong one in the user’s words', async () => {
    const wrong = json(401, { error: { code: 'AUTH_TWO_FACTOR_INVALID_CODE', message: 'x', requestId: 'r' } });
    const { user, fetchMock } = await passwordStep([json(200, challenge), wrong]);
    await screen.findByLabelText('6-digit code');
    await user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    await user.type(screen.getByLabelText('Recovery code'), 'abcde-fghjk');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByTestId('two-factor-error')).toHaveTextContent('The code is not correct or was used already.');
    expect(bodies(fetchMock)[1]).toEqual({ challenge: 'c.h.a.l', recoveryCode: 'abcde-fghjk' });
  });

  it('goes back to the password when the challenge has expired', async () => {
    const expired = json(401, { error: { code: 'AUTH_TWO_FACTOR_CHALLENGE_INVALID', message: 'x', requestId: 'r' } });
    const { user } = await passwordStep([json(200, challenge), expired]);
    await user.type(await screen.findByLabelText('6-digit code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByTestId('sign-in-error')).toHaveTextContent('This sign-in has expired.');
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
  });
});
