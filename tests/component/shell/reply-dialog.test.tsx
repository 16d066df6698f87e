import { ChakraProvider } from '@chakra-ui/react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { FlowReply } from '@generated/models';
import { system } from '@/app/system';
import type { ReplyDialogOptions } from '@/api/reply';
import { ReplyDialogProvider, useReplyDialog, type ReplyDialogApi } from '@/components/feedback/ReplyDialog';
import { CLOSES_IN_SPEC_TIME, closingDurations } from '../support/motion';

function Trigger({ reply, options }: { reply: FlowReply; options: ReplyDialogOptions }) {
  const dialog = useReplyDialog();
  return <button onClick={() => dialog.show(reply, options)}>Send</button>;
}

const held: { api: ReplyDialogApi | null } = { api: null };
/** Hands the provider's api to the test, which holds and releases it as the session-ended dialog does. */
function Holder() {
  const api = useReplyDialog();
  useEffect(() => {
    held.api = api;
  }, [api]);
  return null;
}

function renderDialog(reply: FlowReply, options: ReplyDialogOptions) {
  render(
    <ChakraProvider value={system}>
      <ReplyDialogProvider>
        <Trigger reply={reply} options={options} />
        <Holder />
      </ReplyDialogProvider>
    </ChakraProvider>,
  );
  return userEvent.setup();
}

// The dialog's view is loaded lazily on first use, so lookups allow for a slow, busy machine.
describe('ReplyDialog', () => {
  it('while held (the session-ended dialog is open) closes and opens nothing; released, it shows again', async () => {
    const user = renderDialog(
      { sbj: 'Failed to upload task', msg: 'Try again.' },
      { defaultTitle: 'Note', defaultButton: 'Okay' },
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByRole('alertdialog', { name: 'Failed to upload task' }, { timeout: 10_000 });
    act(() => held.api?.hold(true));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument(), { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    // Nothing opens while held (given time to, had it been shown).
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    act(() => held.api?.hold(false));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByRole('alertdialog', { name: 'Failed to upload task' }, { timeout: 10_000 }),
    ).toBeVisible();
  });

  it('leaves with its page on Back or Forward (popstate), without running onClosed; the next one shows', async () => {
    const onClosed = vi.fn();
    const user = renderDialog(
      { sbj: 'Not found', msg: 'No registration.' },
      { defaultTitle: 'Note', defaultButton: 'Okay', onClosed },
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByRole('alertdialog', { name: 'Not found' }, { timeout: 10_000 });
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument(), { timeout: 10_000 });
    expect(onClosed).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alertdialog', { name: 'Not found' }, { timeout: 10_000 })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Okay' }));
    await waitFor(() => expect(onClosed).toHaveBeenCalledTimes(1), { timeout: 10_000 });
  });

  it('runs onClosed once when the dialog closes, not when another dialog replaces it', async () => {
    const first = vi.fn();
    const second = vi.fn();
    const user = renderDialog(
      { sbj: 'First', msg: 'One.' },
      { defaultTitle: 'Note', defaultButton: 'Okay', onClosed: first },
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByRole('alertdialog', { name: 'First' }, { timeout: 10_000 });
    act(() =>
      held.api?.show({ sbj: 'Second', msg: 'Two.' }, { defaultTitle: 'Note', defaultButton: 'Okay', onClosed: second }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Second' }, { timeout: 10_000 });
    expect(first).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(second).toHaveBeenCalledTimes(1));
    // The dialog leaves once its exit is over (onClosed runs when it closes, which may come first).
    await waitFor(() => expect(dialog).not.toBeInTheDocument(), { timeout: 10_000 });
    // Closed is closed: nothing runs it again.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(second).toHaveBeenCalledTimes(1);
    expect(first).not.toHaveBeenCalled();
  });

  it('shows the reply as a labelled alert dialog and runs the named action', async () => {
    const nextStep = vi.fn();
    const user = renderDialog(
      { sbj: 'Well done', msg: 'You have followed all accounts.', btnMsg: 'Continue', onClick: 'nextStep' },
      { defaultTitle: 'Kindly note', defaultButton: 'Okay', actions: { nextStep } },
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Well done' }, { timeout: 10_000 });
    expect(dialog).toHaveTextContent('You have followed all accounts.');
    expect(closingDurations(dialog)).toEqual(CLOSES_IN_SPEC_TIME);
    const button = screen.getByRole('button', { name: 'Continue' });
    // Focus moves into the dialog (jsdom has no layout, so which element inside is left to the browser tests).
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true), { timeout: 10_000 });
    await user.click(button);
    expect(nextStep).toHaveBeenCalledWith({ input: '' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument(), { timeout: 10_000 });
  });

  it('asks for input when extras.input is set and hands what was typed to the action', async () => {
    const continueReg = vi.fn();
    const user = renderDialog(
      {
        title: 'Check your mail',
        msg: 'Enter the token.',
        onClick: 'continueReg',
        extras: { input: true, placeholder: 'Enter token' },
      },
      { defaultTitle: 'Please note', defaultButton: 'Continue', actions: { continueReg } },
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const input = await screen.findByLabelText('Enter token', {}, { timeout: 10_000 });
    await user.type(input, ' 483920 {Enter}');
    expect(continueReg).toHaveBeenCalledWith({ input: '483920' });
  });

  it('offers clearBtnMsg as a second button that runs clear', async () => {
    const clear = vi.fn();
    const okay = vi.fn();
    const user = renderDialog(
      { msg: 'Follow them again.', btnMsg: 'Okay', clearBtnMsg: 'Start again', onClick: 'okay' },
      { defaultTitle: 'Kindly note', defaultButton: 'Okay', actions: { clear, okay } },
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByRole('alertdialog', { name: 'Kindly note' }, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'Start again' }));
    expect(clear).toHaveBeenCalledTimes(1);
    expect(okay).not.toHaveBeenCalled();
  });

  it('renders extras.html sanitised and closes on Escape', async () => {
    const user = renderDialog(
      { msg: 'See below', extras: { html: '<p>Follow <b>@cliq</b><img src=x onerror="window.hacked=1"></p>' } },
      { defaultTitle: 'Kindly note', defaultButton: 'Okay' },
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const dialog = await screen.findByRole('alertdialog', {}, { timeout: 10_000 });
    expect(dialog.querySelector('b')?.textContent).toBe('@cliq');
    expect(dialog.innerHTML).not.toContain('onerror');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument(), { timeout: 10_000 });
  });
});
