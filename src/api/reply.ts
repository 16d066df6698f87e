/**
 * Turns a server-driven reply ({ success, msg, sbj, title, btnMsg, clearBtnMsg, onClick, extras }) into the
 * dialog the spec describes. Pure: the dialog component renders the model and runs the named action.
 *
 * Each call decides what the actions mean (its `actions` map). An action without a handler only closes the
 * dialog. For register, `okay` only closes and every other action, or none, opens a webmail site
 * (`registerReplyOptions`).
 */
import type { FlowReply } from '@generated/models';
import { FlowAction as FLOW_ACTIONS, isKnown, type KnownFlowAction as FlowAction } from '@generated/known-values';
import { WEBMAIL_URL } from '@/config/constants';
import { openExternal } from '@/lib/safe-url';
import { sanitizeHtml } from '@/lib/sanitize';

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

export interface ReplyDialogModel {
  title: string;
  message: string;
  /** Sanitised HTML from extras.html, safe to render. */
  html?: string;
  primary: { label: string; action: FlowAction | undefined };
  /** Present when the reply has clearBtnMsg; it runs `clear`. */
  secondary?: { label: string; action: 'clear' };
  input?: { label: string; placeholder: string };
}

const nonEmpty = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value : undefined;

// An action the client does not know (an extensible enum) runs the call's default, as a missing one does.
const knownAction = (value: unknown): FlowAction | undefined => (isKnown(FLOW_ACTIONS, value) ? value : undefined);

export function toReplyDialog(reply: FlowReply, options: ReplyDialogOptions): ReplyDialogModel {
  const model: ReplyDialogModel = {
    title: nonEmpty(reply.sbj) ?? nonEmpty(reply.title) ?? options.defaultTitle,
    message: nonEmpty(reply.msg) ?? options.defaultMessage ?? '',
    primary: {
      label: nonEmpty(reply.btnMsg) ?? options.defaultButton,
      action: knownAction(reply.onClick) ?? options.defaultAction,
    },
  };
  const html = nonEmpty(reply.extras?.html) ? sanitizeHtml(reply.extras?.html) : '';
  if (html) model.html = html;
  const clearLabel = nonEmpty(reply.clearBtnMsg);
  if (clearLabel) model.secondary = { label: clearLabel, action: 'clear' };
  if (reply.extras?.input === true) {
    const placeholder = nonEmpty(reply.extras.placeholder) ?? '';
    model.input = { label: options.inputLabel ?? (placeholder || 'Your answer'), placeholder };
  }
  return model;
}

/** Runs what a button's action means for this call; an action without a handler does nothing more. */
export function runReplyAction(
  action: FlowAction | undefined,
  actions: ReplyActions | undefined,
  context: ReplyActionContext,
): void {
  if (!action) return;
  actions?.[action]?.(context);
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
