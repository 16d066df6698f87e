/**
 * What a call tells the reply dialog (src/api/reply.ts turns a reply into the dialog's model with these): the
 * defaults and the meaning of each action; and register's options. Apart from reply.ts, so a page that only names
 * its options does not download the HTML sanitiser.
 */
import type { KnownFlowAction as FlowAction } from '@generated/known-values';
import { WEBMAIL_URL } from '@/config/constants';
import { openExternal } from '@/lib/safe-url';

export interface ReplyActionContext {
  /** What the user typed in the dialog's input ('' when there is none). */
  input: string;
}

export type ReplyActionHandler = (context: ReplyActionContext) => void;
export type ReplyActions = Partial<Record<FlowAction, ReplyActionHandler>>;

export interface ReplyDialogOptions {
  /** Title when the reply has neither sbj nor title, e.g. 'Please note' or 'Kindly note'. */
  defaultTitle: string;
  /** Main button label when the reply has no btnMsg, e.g. 'Open mail' or 'Okay'. */
  defaultButton: string;
  /** Message when the reply has none. */
  defaultMessage?: string;
  /** What each onClick action means for this call. */
  actions?: ReplyActions;
  /** The action the main button runs when the reply's onClick is missing or unknown (none: it only closes). */
  defaultAction?: FlowAction;
  /** Label of the input when the reply asks for one (defaults to its placeholder). */
  inputLabel?: string;
  /**
   * Runs once when this dialog closes, however it closes (its buttons, Escape, the close icon, a click outside);
   * not when another dialog replaces it.
   */
  onClosed?: () => void;
}

const openWebmail: ReplyActionHandler = () => {
  openExternal(WEBMAIL_URL);
};

/**
 * Register's rule (spec point 7): okay only closes; any other action, or none, opens a webmail site in a new tab.
 */
export const registerReplyOptions: ReplyDialogOptions = {
  defaultTitle: 'Please note',
  defaultButton: 'Open mail',
  defaultAction: 'continueReg',
  actions: {
    clear: openWebmail,
    continueReg: openWebmail,
    nextStep: openWebmail,
    login: openWebmail,
    prevStep: openWebmail,
  },
};
