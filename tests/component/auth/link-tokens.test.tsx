/**
 * Tokens in links (docs/architecture.md): /login and /register read the link's token (and /login's email), remove them
 * from the address before any call, keep the other parameters and the location state, and go on with the values
 * they read. Another navigation forgets them.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { examples } from '@generated/examples';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginPage } from '@/features/auth';
import { RegisterPage } from '@/features/registration';
import { withoutParams } from '@/lib/link-secrets';
import { renderPage, setUpPageTests, stubApi } from '../registration/harness';

setUpPageTests();
afterEach(() => {
  act(() => window.history.replaceState(null, '', '/'));
});

/** The router's location (the harness's probe). */
const address = () => screen.getByTestId('location').textContent;
/** The browser's address bar; tests open the link there too, as a browser router would. */
const addressBar = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;
const openLink = (url: string) => window.history.replaceState(null, '', url);

describe('tokens in links', { timeout: 120_000 }, () => {
  it('withoutParams drops only the named parameters', () => {
    expect(withoutParams('?token=a&email=b%40c.d&utm=mail', ['token', 'email'])).toBe('?utm=mail');
    expect(withoutParams('?token=a', ['token'])).toBe('');
    expect(withoutParams('', ['token'])).toBe('');
  });

  it('/login?token&email: the address loses them at once, the page still sets a new password and keeps the notice', async () => {
    stubApi();
    openLink('/login?token=5a4b3c&email=ada%40example.com&utm=mail');
    renderPage(<LoginPage />, {
      route: {
        pathname: '/login',
        search: '?token=5a4b3c&email=ada%40example.com&utm=mail',
        state: { notice: 'Kindly login' },
      },
      path: '/login',
    });
    expect(addressBar()).toBe('/login?utm=mail');
    await waitFor(() => expect(address()).toBe('/login?utm=mail'));
    expect(screen.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Kindly login');
  });

  it('/login?token: the confirmation call carries the token, sent after the address lost it', async () => {
    const seen: (string | null)[] = [];
    const api = stubApi({
      'POST /api/u/confirmEmail': () => {
        seen.push(addressBar());
        return examples.confirmUserEmail[200].confirmed;
      },
    });
    openLink('/login?token=c0ffee');
    const { user } = renderPage(<LoginPage />, { route: '/login?token=c0ffee', path: '/login' });
    const dialog = await screen.findByRole('alertdialog', { name: 'Kindly note' });
    expect(api.bodiesOf('POST /api/u/confirmEmail')).toEqual([{ token: 'c0ffee' }]);
    expect(seen).toEqual(['/login']);
    // The router follows the cleaned address bar with a replacing navigation of its own, a moment later.
    await waitFor(() => expect(address()).toBe('/login'));
    await user.click(within(dialog).getByRole('button', { name: 'Okay' }));
    // The dialog may still be leaving (its text with it) for a moment on a busy machine: the page's own notice is
    // checked once it has gone.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByText('Your email has been confirmed. Kindly login.')).toBeInTheDocument();
  });

  it('/register/BOLA77?token: checked with the token after the address lost it; the referrer path stays', async () => {
    const seen: (string | null)[] = [];
    const api = stubApi({
      'POST /api/u/checkToken': () => {
        seen.push(addressBar());
        return { ...examples.checkRegistrationToken[200].valid, step: 0 };
      },
    });
    openLink('/register/BOLA77?token=9f8e7d6c');
    renderPage(<RegisterPage />, { route: '/register/BOLA77?token=9f8e7d6c', path: '/register/*' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Personal Info' })).toBeInTheDocument();
    expect(api.bodiesOf('POST /api/u/checkToken')).toEqual([{ token: '9f8e7d6c' }]);
    expect(seen).toEqual(['/register/BOLA77']);
    // The router follows the cleaned address bar with a replacing navigation of its own, a moment later.
    await waitFor(() => expect(address()).toBe('/register/BOLA77'));
    expect(api.countOf('GET /api/s/session')).toBe(0);
  });

  it('keeps the history entry state and the hash when it cleans the address bar', () => {
    stubApi({ 'POST /api/u/confirmEmail': { success: true } });
    window.history.replaceState({ kept: 1 }, '', '/login?token=c0ffee#top');
    const replace = vi.spyOn(window.history, 'replaceState');
    renderPage(<LoginPage />, { route: '/login?token=c0ffee', path: '/login' });
    expect(replace).toHaveBeenCalledWith({ kept: 1 }, '', '/login#top');
    expect(window.location.search).toBe('');
    replace.mockRestore();
  });
});
