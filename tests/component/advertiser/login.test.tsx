/**
 * /advertiser/login: 'Please fill all fields' (spec point 5), 'Signing in...' while the call runs (point 4),
 * success to /advertiser/dashboard/overview (point 7) and the failures of point 8.
 */
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getGetAdvertiserSessionQueryKey } from '@generated/hooks/session/session';
import { createQueryClient } from '@/api/query-client';
import { currentPath, field, findReplyDialog, json, renderAdvertiser, stubApi } from './harness';

const PATH = '/advertiser/login';
let api: ReturnType<typeof stubApi>;

beforeEach(() => {
  api = stubApi({ 'POST /api/a/login': { success: true, msg: 'Login successful' } });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

async function openLogin(options: Parameters<typeof renderAdvertiser>[1] = {}) {
  const view = renderAdvertiser(PATH, options);
  await screen.findByRole('heading', { level: 1, name: 'Advertiser sign in' });
  return view;
}

async function fill(user: UserEvent, name: string, password: string) {
  if (name) await user.type(field('Username or email'), name);
  if (password) {
    await user.click(field('Password'));
    await user.paste(password);
  }
}

const signIn = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Sign in' }));

describe('advertiser login', () => {
  it.each([
    ['both fields empty', '', '', 'Username or email'],
    ['the password empty', 'glowbeauty', '', 'Password'],
    ['the username empty', '', 'Brand2026x', 'Username or email'],
  ])("with %s shows 'Please fill all fields' once and sends nothing", async (_name, name, password, focused) => {
    const { user } = await openLogin();
    await fill(user, name, password);
    await signIn(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Please fill all fields');
    expect(screen.getAllByText('Please fill all fields')).toHaveLength(1);
    await waitFor(() => expect(field(focused)).toHaveFocus());
    expect(field(focused)).toHaveAttribute('aria-invalid', 'true');
    expect(field(focused)).toHaveAccessibleDescription('Please fill all fields');
    expect(api.callsTo('POST /api/a/login')).toHaveLength(0);
  });

  it('the message goes once both fields are filled', async () => {
    const { user } = await openLogin();
    await signIn(user);
    await screen.findByText('Please fill all fields');
    await fill(user, 'glowbeauty', 'Brand2026x');
    await waitFor(() => expect(screen.queryByText('Please fill all fields')).not.toBeInTheDocument());
  });

  it("reads 'Signing in...' and is disabled while the call runs, then goes to the overview", async () => {
    let answer: (response: Response) => void = () => {};
    api.set('POST /api/a/login', new Promise<Response>((resolve) => (answer = resolve)));
    const { user, router } = await openLogin();
    await fill(user, ' glowbeauty ', 'Brand2026x');
    await signIn(user);
    const busy = await screen.findByRole('button', { name: 'Signing in...' });
    expect(busy).toBeDisabled();
    expect(api.callsTo('POST /api/a/login')[0]?.body).toEqual({ user: 'glowbeauty', password: 'Brand2026x' });

    answer(json({ success: true, msg: 'Login successful' }));
    await waitFor(() => expect(currentPath(router)).toBe('/advertiser/dashboard/overview'));
  });

  it('a successful login forgets a cached signed-out session, so the dashboard asks again', async () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(getGetAdvertiserSessionQueryKey(), { data: { loggedIn: false }, status: 200, headers: new Headers() });
    const { user, router } = await openLogin({ queryClient });
    await fill(user, 'glowbeauty', 'Brand2026x');
    await signIn(user);
    await waitFor(() => expect(currentPath(router)).toBe('/advertiser/dashboard/overview'));
    expect(queryClient.getQueryData(getGetAdvertiserSessionQueryKey())).toBeUndefined();
  });

  it("a non-success reply shows the server's msg and stays", async () => {
    api.set('POST /api/a/login', { success: false, msg: 'Incorrect username or password.' });
    const { user, router } = await openLogin();
    await fill(user, 'glowbeauty', 'wrong');
    await signIn(user);
    expect(await findReplyDialog('Error')).toHaveTextContent('Incorrect username or password.');
    expect(currentPath(router)).toBe(PATH);
    expect(field('Username or email')).toHaveValue('glowbeauty');
    expect(screen.getByRole('button', { name: 'Sign in', hidden: true })).toBeEnabled();
  });

  it("a non-success reply without msg shows 'Login failed. Please try again.'", async () => {
    api.set('POST /api/a/login', { success: false });
    const { user } = await openLogin();
    await fill(user, 'glowbeauty', 'wrong');
    await signIn(user);
    expect(await findReplyDialog('Error')).toHaveTextContent('Login failed. Please try again.');
  });

  it("no reply shows 'Connection error. Please try again later.'", async () => {
    api.set('POST /api/a/login', 'abort');
    const { user } = await openLogin();
    await fill(user, 'glowbeauty', 'Brand2026x');
    await signIn(user);
    expect(await findReplyDialog('Error')).toHaveTextContent('Connection error. Please try again later.');
  });

  it("a broken reply shows 'Login failed. Please try again.'", async () => {
    api.set('POST /api/a/login', json({ error: 'boom' }, 500));
    const { user } = await openLogin();
    await fill(user, 'glowbeauty', 'Brand2026x');
    await signIn(user);
    expect(await findReplyDialog('Error')).toHaveTextContent('Login failed. Please try again.');
  });

  it('shows the notice a guard sent along', async () => {
    await openLogin({ state: { notice: 'Kindly login' } });
    expect(screen.getByRole('alert')).toHaveTextContent('Kindly login');
  });

  it('links to advertiser registration and the Cliquer login', async () => {
    await openLogin();
    expect(screen.getByRole('link', { name: 'Create an advertiser account' })).toHaveAttribute('href', '/advertiser/register');
    expect(screen.getByRole('link', { name: 'Cliquer sign in' })).toHaveAttribute('href', '/login');
  });
});
