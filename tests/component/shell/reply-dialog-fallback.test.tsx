/**
 * The plain reply dialog that stands in when the real view's chunk cannot be downloaded: the same title,
 * message, buttons and input, the same actions, HTML only as text, and a dialog's keyboard and focus rules.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { FlowReply } from '@generated/models';
import { system } from '@/app/system';
import type { ReplyDialogOptions } from '@/api/reply';
import { ReplyDialogProvider, useReplyDialog } from '@/components/feedback/ReplyDialog';
import { plainReplyDialog, ReplyDialogFallback } from '@/components/feedback/ReplyDialogFallback';
import { CLOSES_IN_SPEC_TIME, closingDurations } from '../support/motion';

/** A page with an opener button: the fallback shows while open, as the provider renders it. */
function Harness({ reply, options }: { reply: FlowReply; options: ReplyDialogOptions }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      {open ? <ReplyDialogFallback reply={reply} options={options} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function renderFallback(reply: FlowReply, options: ReplyDialogOptions) {
  render(
    <ChakraProvider value={system}>
      <Harness reply={reply} options={options} />
    </ChakraProvider>,
  );
  return userEvent.setup();
}

describe('plainReplyDialog', () => {
  it('takes the same choices as the real dialog, with HTML reduced to text', () => {
    expect(
      plainReplyDialog(
        { sbj: ' ', title: 'Check your mail', msg: 'Enter the token.', clearBtnMsg: 'Start again', onClick: 'continueReg', extras: { input: true, placeholder: 'Enter token', html: '<p>Follow <b>@cliq</b></p><script>alert(1)</script>' } },
        { defaultTitle: 'Please note', defaultButton: 'Continue' },
      ),
    ).toEqual({
      title: 'Check your mail',
      message: 'Enter the token.',
      htmlText: 'Follow @cliq',
      primary: { label: 'Continue', action: 'continueReg' },
      secondary: 'Start again',
      input: { label: 'Enter token', placeholder: 'Enter token' },
    });
    expect(plainReplyDialog({}, { defaultTitle: 'Error', defaultButton: 'Okay', defaultMessage: 'Login failed.' })).toEqual({
      title: 'Error',
      message: 'Login failed.',
      htmlText: '',
      primary: { label: 'Okay', action: undefined },
    });
  });

  it("runs the call's default action when the reply names none, as the real dialog does", () => {
    const options = { defaultTitle: 'Please note', defaultButton: 'Open mail', defaultAction: 'continueReg' as const };
    expect(plainReplyDialog({ msg: 'Check your mail' }, options).primary).toEqual({
      label: 'Open mail',
      action: 'continueReg',
    });
    expect(plainReplyDialog({ msg: 'Check your mail', onClick: 'okay' }, options).primary.action).toBe('okay');
  });
});

describe('ReplyDialogFallback', () => {
  it('shows title, message and buttons as a labelled alert dialog; the buttons run their actions and close', async () => {
    const clear = vi.fn();
    const nextStep = vi.fn();
    const user = renderFallback(
      { sbj: 'Well done', msg: 'You have followed all accounts.', btnMsg: 'Continue', clearBtnMsg: 'Start again', onClick: 'nextStep' },
      { defaultTitle: 'Kindly note', defaultButton: 'Okay', actions: { clear, nextStep } },
    );
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    const dialog = screen.getByRole('alertdialog', { name: 'Well done' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('You have followed all accounts.');
    const primary = screen.getByRole('button', { name: 'Continue' });
    expect(primary).toHaveFocus();
    await user.click(primary);
    expect(nextStep).toHaveBeenCalledWith({ input: '' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();

    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Start again' }));
    expect(clear).toHaveBeenCalledTimes(1);
    expect(nextStep).toHaveBeenCalledTimes(1);
  });

  it('asks for input and hands what was typed (trimmed) to the action, on Enter too', async () => {
    const continueReg = vi.fn();
    const user = renderFallback(
      { title: 'Check your mail', msg: 'Enter the token.', onClick: 'continueReg', extras: { input: true, placeholder: 'Enter token' } },
      { defaultTitle: 'Please note', defaultButton: 'Continue', actions: { continueReg } },
    );
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const input = screen.getByRole('textbox', { name: 'Enter token' });
    expect(input).toHaveFocus();
    await user.type(input, ' 483920 {Enter}');
    expect(continueReg).toHaveBeenCalledWith({ input: '483920' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('shows extras.html as plain text, never as HTML', async () => {
    const user = renderFallback(
      { msg: 'See below', extras: { html: '<p>Follow <b>@cliq</b><img src=x onerror="window.hacked=1"></p>' } },
      { defaultTitle: 'Kindly note', defaultButton: 'Okay' },
    );
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Kindly note' });
    expect(dialog).toHaveTextContent('Follow @cliq');
    expect(dialog.querySelector('b, img')).toBeNull();
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });

  it('closes on Escape and with the close button without running an action; Tab stays inside', async () => {
    const okay = vi.fn();
    const user = renderFallback({ msg: 'Saved.', onClick: 'okay' }, { defaultTitle: 'Kindly note', defaultButton: 'Okay', actions: { okay } });
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    const dialog = screen.getByRole('alertdialog', { name: 'Kindly note' });
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();

    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(okay).not.toHaveBeenCalled();
  });

  it('runs only the handlers the page gave, never inherited keys', async () => {
    const user = renderFallback({ msg: 'x', onClick: 'toString' as FlowReply['onClick'] }, { defaultTitle: 'Kindly note', defaultButton: 'Okay', actions: {} });
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Okay' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });
});

describe('ReplyDialogFallback closing', () => {
  it("closes in the spec's 300 ms: panel and backdrop fade out, then it is gone and focus is back", async () => {
    const user = renderFallback({ msg: 'Saved.' }, { defaultTitle: 'Kindly note', defaultButton: 'Okay' });
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    const dialog = screen.getByRole('alertdialog', { name: 'Kindly note' });
    expect(closingDurations(dialog)).toEqual(CLOSES_IN_SPEC_TIME);
    await user.click(screen.getByRole('button', { name: 'Okay' }));
    // Still there while it fades, marked closed.
    expect(dialog).toHaveAttribute('data-state', 'closed');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('closes at once for a visitor who asks for reduced motion', async () => {
    const matchMedia = vi.fn((query: string) => ({ matches: query.includes('prefers-reduced-motion'), media: query }));
    vi.stubGlobal('matchMedia', matchMedia);
    try {
      const user = renderFallback({ msg: 'Saved.' }, { defaultTitle: 'Kindly note', defaultButton: 'Okay' });
      await user.click(screen.getByRole('button', { name: 'Open' }));
      await user.click(screen.getByRole('button', { name: 'Okay' }));
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('ReplyDialogProvider offline', () => {
  function Notifier() {
    const dialog = useReplyDialog();
    return <button onClick={() => dialog.notify('Kindly note', 'Saved.')}>Notify</button>;
  }

  it('shows the plain dialog at once while the browser is offline and the view was never downloaded', async () => {
    const onLine = vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      render(
        <ChakraProvider value={system}>
          <ReplyDialogProvider>
            <Notifier />
          </ReplyDialogProvider>
        </ChakraProvider>,
      );
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'Notify' }));
      expect(screen.getByTestId('reply-dialog-fallback')).toBeInTheDocument();
      expect(screen.getByRole('alertdialog', { name: 'Kindly note' })).toHaveTextContent('Saved.');
    } finally {
      onLine.mockRestore();
    }
  });
});
