/**
 * /advertiser/dashboard/transaction/{transactionId}: POST /api/a/get_transaction, the status colours, polling every
 * 10 seconds while 'initiated' that stops when the status changes or the page is left (fake setInterval, which is
 * what react-query's refetchInterval runs on), and the failure messages of spec point 8.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { statusTone } from '@/features/advertiser/transaction/TransactionPage';
import { json, renderAdvertiser, stubApi, transactionReply } from './harness';
import { backToRealTimers } from '../support/render';

const PATH = '/advertiser/dashboard/transaction/tx_58213';
const OPERATION = 'POST /api/a/get_transaction';
let api: ReturnType<typeof stubApi>;

beforeEach(() => {
  api = stubApi();
});
afterEach(() => {
  backToRealTimers();
  vi.unstubAllGlobals();
});

const status = () => screen.findByTestId('transaction-status');

/** Moves the fake clock on and lets the fetches it starts reach the stub. */
async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('transaction details', () => {
  it('asks for the transaction of the path and shows its details', async () => {
    renderAdvertiser(PATH);
    expect(await status()).toHaveTextContent('Completed');
    expect(api.callsTo(OPERATION)[0]?.body).toEqual({ transactionId: 'tx_58213' });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('$50.00');
    expect(screen.getByText('tsk_2001')).toBeInTheDocument();
    expect(screen.getByText('tx_58213')).toBeInTheDocument();
  });

  it.each([
    ['completed', 'completed', 'green'],
    ['COMPLETED', 'completed', 'green'],
    ['Failed', 'failed', 'red'],
    ['failed', 'failed', 'red'],
    ['processing', 'pending', 'orange'],
    ['initiated', 'pending', 'orange'],
    ['refunded', 'pending', 'orange'],
  ])('%s is shown in the %s style', async (statusName, tone, palette) => {
    api.set(OPERATION, transactionReply(statusName));
    renderAdvertiser(PATH);
    const badge = await status();
    expect(badge).toHaveAttribute('data-tone', tone);
    expect(badge).toHaveAttribute('data-palette', palette);
    expect(statusTone(statusName)).toBe(tone);
  });

  it('shows the amount with the transaction symbol', async () => {
    api.set(OPERATION, transactionReply('processing', { amount: 12000, symbol: '₦' }));
    renderAdvertiser(PATH);
    await status();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('₦12,000.00');
  });
});

describe('polling while initiated (spec point 4)', () => {
  it('asks again every 10 seconds while initiated and stops once the status changes', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    api.set(OPERATION, (call: number) => transactionReply(call < 3 ? 'initiated' : 'completed'));
    renderAdvertiser(PATH);
    expect(await status()).toHaveTextContent('Initiated');
    expect(screen.getByText(/checks again every 10 seconds/)).toBeInTheDocument();
    expect(api.callsTo(OPERATION)).toHaveLength(1);

    await advance(9_999);
    expect(api.callsTo(OPERATION)).toHaveLength(1);
    await advance(1);
    await waitFor(() => expect(api.callsTo(OPERATION)).toHaveLength(2));

    await advance(10_000);
    await waitFor(() => expect(api.callsTo(OPERATION)).toHaveLength(3));
    expect(await status()).toHaveTextContent('Completed');
    await waitFor(() => expect(screen.queryByText(/checks again every 10 seconds/)).not.toBeInTheDocument());

    await advance(60_000);
    expect(api.callsTo(OPERATION)).toHaveLength(3);
  });

  it('does not poll a status other than initiated', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    api.set(OPERATION, transactionReply('processing'));
    renderAdvertiser(PATH);
    expect(await status()).toHaveTextContent('Processing');
    await advance(30_000);
    expect(api.callsTo(OPERATION)).toHaveLength(1);
  });

  it('stops when the page is left', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    api.set(OPERATION, transactionReply('initiated'));
    const { router } = renderAdvertiser(PATH);
    expect(await status()).toHaveTextContent('Initiated');
    await advance(10_000);
    await waitFor(() => expect(api.callsTo(OPERATION)).toHaveLength(2));

    await act(() => router.navigate('/advertiser/dashboard/stats'));
    await screen.findByRole('heading', { level: 1, name: 'Stats' });
    await advance(60_000);
    expect(api.callsTo(OPERATION)).toHaveLength(2);
  });

  it('keeps the last answer and keeps polling when one poll fails', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    api.set(OPERATION, (call: number) => (call === 2 ? json({ error: 'boom' }, 500) : transactionReply('initiated')));
    renderAdvertiser(PATH);
    expect(await status()).toHaveTextContent('Initiated');
    await advance(10_000);
    expect(await screen.findByText('Showing the last known status')).toBeInTheDocument();
    expect(await status()).toHaveTextContent('Initiated');
    await advance(10_000);
    await waitFor(() => expect(api.callsTo(OPERATION)).toHaveLength(3));
    await waitFor(() => expect(screen.queryByText('Showing the last known status')).not.toBeInTheDocument());
  });
});

describe('polling: letter case and repeated failures', () => {
  it.each(['Initiated', 'INITIATED', ' initiated '])('polls %j like initiated', async (statusName) => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    api.set(OPERATION, (call: number) => transactionReply(call < 2 ? statusName : 'COMPLETED'));
    renderAdvertiser(PATH);
    expect(await status()).toHaveTextContent(/initiated/i);
    expect(screen.getByText(/checks again every 10 seconds/)).toBeInTheDocument();
    await advance(10_000);
    await waitFor(() => expect(api.callsTo(OPERATION)).toHaveLength(2));
    expect(await status()).toHaveAttribute('data-palette', 'green');
    await advance(30_000);
    expect(api.callsTo(OPERATION)).toHaveLength(2);
  });

  it('stops after 3 failed polls in a row, says so, and Try again starts polling again', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    // The first answer, then 3 failures (500, a broken reply, 500), then answers again.
    const broken = new Response('<html></html>', { status: 200, headers: { 'content-type': 'text/html' } });
    api.set(OPERATION, (call: number) =>
      call === 1
        ? transactionReply('initiated')
        : call === 3
          ? broken.clone()
          : call <= 4
            ? json({ error: 'boom' }, 500)
            : transactionReply('initiated'),
    );
    const { user } = renderAdvertiser(PATH);
    expect(await status()).toHaveTextContent('Initiated');
    for (const calls of [2, 3]) {
      await advance(10_000);
      await waitFor(() => expect(api.callsTo(OPERATION)).toHaveLength(calls));
      expect(await screen.findByText('Showing the last known status')).toBeInTheDocument();
    }
    await advance(10_000);
    await waitFor(() => expect(api.callsTo(OPERATION)).toHaveLength(4));
    const stopped = await screen.findByRole('alert');
    await waitFor(() => expect(stopped).toHaveTextContent('Stopped checking the payment status'));
    expect(stopped).toHaveTextContent('tried 3 times in a row and stopped checking');
    expect(screen.queryByText(/checks again every 10 seconds/)).not.toBeInTheDocument();
    expect(await status()).toHaveTextContent('Initiated');
    await advance(60_000);
    expect(api.callsTo(OPERATION)).toHaveLength(4);

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(api.callsTo(OPERATION)).toHaveLength(5));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(screen.getByText(/checks again every 10 seconds/)).toBeInTheDocument();
    await advance(10_000);
    await waitFor(() => expect(api.callsTo(OPERATION)).toHaveLength(6));
  });

  it('counts only failures in a row: an answer in between starts the count again', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const fails = new Set([2, 3, 5, 6]);
    api.set(OPERATION, (call: number) =>
      fails.has(call) ? json({ error: 'boom' }, 500) : transactionReply('initiated'),
    );
    renderAdvertiser(PATH);
    expect(await status()).toHaveTextContent('Initiated');
    for (let calls = 2; calls <= 7; calls += 1) {
      await advance(10_000);
      await waitFor(() => expect(api.callsTo(OPERATION)).toHaveLength(calls));
    }
    expect(screen.queryByText('Stopped checking the payment status')).not.toBeInTheDocument();
  });
});

describe('failures (spec point 8)', () => {
  it("a reply with success false shows 'Failed to load transaction details' with the server's message", async () => {
    api.set(OPERATION, { success: false, message: 'Transaction not found.' });
    renderAdvertiser(PATH);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load transaction details');
    expect(alert).toHaveTextContent('Transaction not found.');
  });

  it.each([
    ['a 500', json({ error: 'boom' }, 500)],
    ['an HTML page', new Response('<html></html>', { status: 200, headers: { 'content-type': 'text/html' } })],
  ])("%s shows 'Failed to load transaction details' and a retry", async (_name, answer) => {
    let calls = 0;
    api.set(OPERATION, () => (++calls === 1 ? answer : transactionReply('completed')));
    const { user } = renderAdvertiser(PATH);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load transaction details');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await status()).toHaveTextContent('Completed');
  });

  it("a failed reply's message is shown", async () => {
    api.set(OPERATION, json({ message: 'Payment provider unavailable.' }, 502));
    renderAdvertiser(PATH);
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment provider unavailable.');
  });
});
