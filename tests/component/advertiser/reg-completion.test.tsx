/**
 * /advertiser/regCompletion: with ?token=… it posts the token to POST /api/a/confirmEmail once and shows the reply's
 * msg; without one it asks to confirm from the mail. Either way a visible 10-second countdown ends on
 * /advertiser/login (spec points 2 and 9), checked with fake intervals (the countdown ticks with setInterval).
 */
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentPath, json, renderAdvertiser, stubApi } from './harness';
import { backToRealTimers } from '../support/render';

let api: ReturnType<typeof stubApi>;

beforeEach(() => {
  api = stubApi({
    'POST /api/a/confirmEmail': { success: true, msg: 'Your email has been confirmed. You can now log in.' },
  });
});
afterEach(() => {
  backToRealTimers();
  vi.unstubAllGlobals();
});

const countdown = () => screen.getByTestId('countdown');

describe('advertiser registration completion', () => {
  it('posts the query token once and shows the reply message', async () => {
    renderAdvertiser('/advertiser/regCompletion?token=ad7e57');
    expect(await screen.findByText('Your email has been confirmed. You can now log in.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/a/confirmEmail')).toEqual([
      expect.objectContaining({ body: { token: 'ad7e57' } }),
    ]);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Email confirmation');
  });

  it('shows a non-success reply as an alert', async () => {
    api.set('POST /api/a/confirmEmail', { success: false, msg: 'Invalid or expired confirmation link.' });
    renderAdvertiser('/advertiser/regCompletion?token=old');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Invalid or expired confirmation link.');
  });

  it('shows a clear message when the call fails', async () => {
    api.set('POST /api/a/confirmEmail', 'abort');
    renderAdvertiser('/advertiser/regCompletion?token=ad7e57');
    expect(await screen.findByRole('alert')).toHaveTextContent(/couldn.t confirm your email/i);
  });

  it('without a token asks to confirm from the mail and sends nothing', async () => {
    renderAdvertiser('/advertiser/regCompletion');
    expect(await screen.findByText(/Kindly confirm your email address/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Check your mail');
    expect(api.callsTo('POST /api/a/confirmEmail')).toHaveLength(0);
  });

  it.each([
    ['with a token', '/advertiser/regCompletion?token=ad7e57'],
    ['without a token', '/advertiser/regCompletion'],
  ])('%s counts down 10 seconds visibly, then goes to /advertiser/login', async (_name, path) => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { router } = renderAdvertiser(path);
    await screen.findByRole('timer');
    expect(countdown()).toHaveTextContent('10');

    act(() => vi.advanceTimersByTime(1000));
    expect(countdown()).toHaveTextContent('9');
    act(() => vi.advanceTimersByTime(7000));
    expect(countdown()).toHaveTextContent('2');
    act(() => vi.advanceTimersByTime(999));
    expect(countdown()).toHaveTextContent('2');
    act(() => vi.advanceTimersByTime(1));
    expect(countdown()).toHaveTextContent('1');
    expect(screen.getByRole('timer')).toHaveTextContent('1 second…');
    expect(currentPath(router)).toBe('/advertiser/regCompletion');

    act(() => vi.advanceTimersByTime(1000));
    await waitFor(() => expect(currentPath(router)).toBe('/advertiser/login'));
  });

  it('a broken reply does not stop the countdown', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    api.set('POST /api/a/confirmEmail', json({ error: 'boom' }, 500));
    const { router } = renderAdvertiser('/advertiser/regCompletion?token=ad7e57');
    await screen.findByRole('alert');
    act(() => vi.advanceTimersByTime(10_000));
    await waitFor(() => expect(currentPath(router)).toBe('/advertiser/login'));
  });
});
