/**
 * Spec point 7 for POST /api/u/register: a reply that is not a success opens a dialog whose button merely closes it
 * when onClick is 'okay', and otherwise, a missing onClick included, opens a webmail site.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FlowReply } from '@generated/models';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { registerReplyOptions, toReplyDialog } from '@/api/reply';
import { useReplyDialog } from '@/components/feedback/ReplyDialog';
import { WEBMAIL_URL } from '@/config/constants';
import { renderInApp } from '../support/render';

beforeAll(async () => {
  await import('@/components/feedback/ReplyDialogView');
});

afterEach(() => {
  vi.restoreAllMocks();
});

function ShowReply({ reply }: { reply: FlowReply }) {
  const dialog = useReplyDialog();
  return <button onClick={() => dialog.show(reply, registerReplyOptions)}>Show the reply</button>;
}

async function pressReplyButton(reply: FlowReply) {
  const open = vi.spyOn(window, 'open').mockReturnValue(null);
  const user = userEvent.setup();
  renderInApp(<ShowReply reply={reply} />);
  await user.click(screen.getByRole('button', { name: 'Show the reply' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Please note' });
  await user.click(within(dialog).getByRole('button', { name: reply.btnMsg ?? 'Open mail' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  return open;
}

describe('register replies (spec point 7)', () => {
  it('a reply without onClick opens the webmail site', async () => {
    const open = await pressReplyButton({ success: false, msg: 'Check your mail to continue.' });
    expect(open).toHaveBeenCalledWith(new URL(WEBMAIL_URL).href, '_blank', 'noopener,noreferrer');
  });

  it("onClick 'okay' merely closes it", async () => {
    const open = await pressReplyButton({
      success: false,
      msg: 'This username is taken.',
      onClick: 'okay',
      btnMsg: 'Okay',
    });
    expect(open).not.toHaveBeenCalled();
  });

  it('maps a missing or unknown onClick to an action that opens the webmail, and keeps okay', () => {
    expect(toReplyDialog({ msg: 'm' }, registerReplyOptions).primary.action).toBe(registerReplyOptions.defaultAction);
    const unknown = { msg: 'm', onClick: 'explode' } as unknown as FlowReply;
    expect(toReplyDialog(unknown, registerReplyOptions).primary.action).toBe(registerReplyOptions.defaultAction);
    expect(registerReplyOptions.actions?.[registerReplyOptions.defaultAction!]).toBeTypeOf('function');
    expect(toReplyDialog({ msg: 'm', onClick: 'okay' }, registerReplyOptions).primary.action).toBe('okay');
    expect(registerReplyOptions.actions?.okay).toBeUndefined();
  });
});
