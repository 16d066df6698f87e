/**
 * 'Click to continue' (spec point 4): asks for the e-mail of an unfinished registration (POST /api/u/ContinueReg);
 * the reply's title and msg are shown, and whenever it asks for input (extras.input), whatever its onClick (or
 * none), the dialog's button checks the token typed there with POST /api/u/checkMailToken. On success its message
 * shows, and the page reloads however that dialog is closed (its button, Escape, the close icon, a click outside).
 * Every step goes through the one reply dialog.
 */
import type { FlowReply } from '@generated/models';
import { useCheckMailToken, useContinueRegistration } from '@generated/hooks/registration/registration';
import { useCallback } from 'react';
import { string } from 'yup';
import { useReplyDialog } from '@/components/feedback/ReplyDialog';
import { describeFailure } from '@/components/feedback/States';
import { browser } from './browser';
import { MESSAGES } from './messages';

export const RESUME_PROMPT: FlowReply = {
  sbj: 'Continue your registration',
  msg: 'Enter the email address you started registering with, and we will help you continue where you stopped.',
  btnMsg: 'Continue',
  onClick: 'continueReg',
  extras: { input: true, placeholder: 'you@example.com' },
};

const emailShape = string().email();

export interface ResumeFlow {
  /** Opens 'Click to continue'. */
  start: () => void;
}

export function useResumeFlow(): ResumeFlow {
  const dialog = useReplyDialog();
  const { mutateAsync: continueRegistration } = useContinueRegistration();
  const { mutateAsync: checkMailToken } = useCheckMailToken();

  const sendToken = useCallback(
    async (token: string, email: string) => {
      if (token === '') {
        dialog.notify(MESSAGES.pleaseNote, MESSAGES.emptyInput);
        return;
      }
      try {
        const reply = (await checkMailToken({ data: { token, email } })).data;
        if (reply.success) {
          // Only its texts: whatever it says its button does, closing it reloads the page (spec point 4).
          dialog.show(
            { sbj: text(reply.sbj) || text(reply.title), msg: text(reply.msg), btnMsg: text(reply.btnMsg) },
            {
              defaultTitle: 'Welcome back',
              defaultMessage: 'Your registration can continue.',
              defaultButton: 'Continue',
              onClosed: reloadAfterResume,
            },
          );
        } else {
          dialog.show(reply, { defaultTitle: MESSAGES.pleaseNote, defaultButton: 'Okay' });
        }
      } catch (error) {
        dialog.notify(MESSAGES.pleaseNote, describeFailure(error, 'check your token'));
      }
    },
    [dialog, checkMailToken],
  );

  const sendEmail = useCallback(
    async (email: string) => {
      if (email === '') {
        dialog.notify(MESSAGES.pleaseNote, MESSAGES.emptyInput);
        return;
      }
      if (!emailShape.isValidSync(email)) {
        dialog.notify(MESSAGES.pleaseNote, MESSAGES.emailInvalid);
        return;
      }
      try {
        const reply = (await continueRegistration({ data: { email } })).data;
        const asksToken = reply.extras?.input === true;
        // Asking for input means asking for the mailed token: the main button checks it, whatever onClick says.
        dialog.show(asksToken ? { ...reply, onClick: 'continueReg' } : reply, {
          defaultTitle: MESSAGES.pleaseNote,
          defaultButton: asksToken ? 'Continue' : 'Okay',
          inputLabel: 'Token from your email',
          actions: asksToken ? { continueReg: ({ input }) => void sendToken(input, email) } : {},
        });
      } catch (error) {
        dialog.notify(MESSAGES.pleaseNote, describeFailure(error, 'continue your registration'));
      }
    },
    [dialog, continueRegistration, sendToken],
  );

  const start = useCallback(() => {
    dialog.show(RESUME_PROMPT, {
      defaultTitle: MESSAGES.pleaseNote,
      defaultButton: 'Continue',
      inputLabel: 'Email address',
      actions: { continueReg: ({ input }) => void sendEmail(input) },
    });
  }, [dialog, sendEmail]);

  return { start };
}

/** The page reload that follows a resumed registration (spec point 4). */
const reloadAfterResume = (): void => browser.reload();

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
