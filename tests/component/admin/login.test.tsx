import { notifyManager } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred, json, location, renderAdmin, stubApi, type Answer, type ReplyBody } from './harness';
import { checkReply } from '@/api/contract';
import { backToRealTimers } from '../support/render';

afterEach(() => {
  backToRealTimers();
  notifyManager.setScheduler((callback) => setTimeout(callback, 0));
  vi.unstubAllGlobals();
});

/** Lets pending promises and zero-delay timers run, with the fake clock. */
async function settle() {
  for (let round = 0; round < 10; round += 1) {
    await act(() => vi.advanceTimersByTimeAsync(0));
  }
}

const username = () => screen.getByRole('textbox', { name: /username/i });
const password = () => screen.getByLabelText(/^password/i);

describe('admin login', () => {
  it('asks for both fields, focuses the first empty one and sends nothing', async () => {
    const api = stubApi();
    const { user } = renderAdmin('/cfadmin/login');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    await waitFor(() => expect(username()).toHaveFocus());
    expect(username()).toHaveAttribute('aria-invalid', 'true');
    expect(username()).toHaveAccessibleDescription('Username is required');

    await user.type(username(), 'admin');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(password()).toHaveFocus());
    expect(screen.queryByText('Username is required')).not.toBeInTheDocument();
    expect(api.sent).toEqual([]);
  });

  it('reads "Signing in..." while the call runs, then goes to /cfadmin/dashboard after exactly 1 second', async () => {
    const reply = deferred<ReplyBody<'POST /api/adm/login'>>();
    const api = stubApi({ 'POST /api/adm/login': () => reply.promise });
    const { user } = renderAdmin('/cfadmin/login');
    await user.type(username(), '  admin ');
    await user.type(password(), 'Adm1nPass');

    // The reply is checked against the contract by validators loaded on first use (a dynamic import, real I/O):
    // load them now, so the fake clock below never waits on a module load.
    await checkReply('POST /api/adm/login', 200, {});
    // From here the clock is fake. Testing Library's async helpers wait on setTimeout, so this test drives the
    // page with fireEvent and flushes with the fake clock instead.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // react-query batches its updates with setTimeout(0): let them through while the clock is fake.
    notifyManager.setScheduler((callback) => queueMicrotask(callback));
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await settle();

    const busy = screen.getByRole('button', { name: /signing in/i });
    expect(busy).toBeDisabled();
    expect(busy).toHaveTextContent('Signing in...');
    expect(api.callsTo('POST /api/adm/login')).toEqual([
      { operation: 'POST /api/adm/login', body: { username: 'admin', password: 'Adm1nPass' } },
    ]);

    reply.release({ success: true, msg: 'Login successful' });
    await settle();
    expect(screen.getByText('Login successful').closest('[role=status]')).toHaveTextContent(
      'Login successfulTaking you to the dashboard…',
    );
    expect(screen.getByRole('button', { name: /signing in/i })).toBeDisabled();

    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(location()).toBe('/cfadmin/login');
    await act(() => vi.advanceTimersByTimeAsync(1));
    await settle();
    expect(location()).toBe('/cfadmin/dashboard/overview');
  });

  it('shows the server message of a refused login in the dialog and keeps what was typed', async () => {
    stubApi({ 'POST /api/adm/login': { success: false, msg: 'Invalid admin credentials.' } });
    const { user } = renderAdmin('/cfadmin/login');
    await user.type(username(), 'admin');
    await user.type(password(), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Error' });
    expect(dialog).toHaveTextContent('Invalid admin credentials.');
    await user.click(within(dialog).getByRole('button', { name: 'Okay' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(username()).toHaveValue('admin');
    expect(password()).toHaveValue('wrong');
    expect(location()).toBe('/cfadmin/login');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it.each<[string, Answer<'POST /api/adm/login'>, string]>([
    ['a refusal without a message', { success: false }, 'Login failed. Please try again.'],
    ['a reply without success', { msg: '' }, 'Login failed. Please try again.'],
    ['a server error with its message', json({ msg: 'Admin login is paused.' }, 500), 'Admin login is paused.'],
    [
      'a server error without a message',
      new Response('<h1>502</h1>', { status: 502 }),
      'Login failed. Please try again.',
    ],
    ['no reply at all', 'abort', 'Connection error. Please try again later.'],
  ])('explains %s', async (_, answer, message) => {
    stubApi({ 'POST /api/adm/login': answer });
    const { user } = renderAdmin('/cfadmin/login');
    await user.type(username(), 'admin');
    await user.type(password(), 'Adm1nPass');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Error' });
    expect(dialog).toHaveTextContent(message);
    expect(location()).toBe('/cfadmin/login');
  });

  it('shows and hides the password', async () => {
    stubApi();
    const { user } = renderAdmin('/cfadmin/login');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(password()).toHaveAttribute('type', 'password');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(password()).toHaveAttribute('type', 'text');
    await user.click(toggle);
    expect(password()).toHaveAttribute('type', 'password');
  });
});
