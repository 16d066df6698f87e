/**
 * The reply dialog when its view's chunk cannot be downloaded: the provider's error boundary shows the plain
 * dialog with the same title, message and buttons, runs the same actions, and the page around it keeps working.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FlowReply } from '@generated/models';
import { system } from '@/app/system';
import type { ReplyDialogOptions } from '@/api/reply';
import { ReplyDialogProvider, useReplyDialog } from '@/components/feedback/ReplyDialog';

// Every download of the view fails, as with a network error or a deploy that removed the chunk.
const downloads = vi.hoisted(() => ({ count: 0 }));
vi.mock('@/components/feedback/ReplyDialogView', () => {
  downloads.count += 1;
  throw new Error('Failed to fetch dynamically imported module: /assets/ReplyDialogView-x.js');
});

function Page({ reply, options }: { reply: FlowReply; options: ReplyDialogOptions }) {
  const dialog = useReplyDialog();
  return (
    <>
      <label>
        Username <input />
      </label>
      <button onClick={() => dialog.show(reply, options)}>Sign in</button>
    </>
  );
}

describe('ReplyDialog without its chunk', () => {
  // React reports the boundary's catch on the console; that is expected here.
  const consoleError = vi.spyOn(console, 'error');
  beforeAll(() => consoleError.mockImplementation(() => undefined));
  afterAll(() => consoleError.mockRestore());

  it('shows the plain dialog with the same title, message and buttons, and runs the same action', async () => {
    const login = vi.fn();
    render(
      <ChakraProvider value={system}>
        <ReplyDialogProvider>
          <Page
            reply={{ success: false, msg: 'Incorrect username or password.', btnMsg: 'Retry', onClick: 'login' }}
            options={{ defaultTitle: 'Error', defaultButton: 'Okay', actions: { login } }}
          />
        </ReplyDialogProvider>
      </ChakraProvider>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'adalove');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Error' }, { timeout: 10_000 });
    expect(dialog).toHaveTextContent('Incorrect username or password.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(login).toHaveBeenCalledWith({ input: '' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('adalove');

    // Shown again: still the plain dialog; the chunk is tried once more in the background, not in a loop. (The
    // provider's own download after the first press or key may fall in this window on a busy machine: at most one more.)
    const before = downloads.count;
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alertdialog', { name: 'Error' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(downloads.count - before).toBeLessThanOrEqual(2);
  });
});
