/**
 * Turns a server-driven reply ({ success, msg, sbj, title, btnMsg, clearBtnMsg, onClick, extras }) into the
 * dialog the spec describes. Pure: the dialog component renders the model and runs the named action.
 *
 * Each call decides what the actions mean (its `actions` map). An action without a handler only closes the
 * dialog. For register, `okay` only closes and every other action, or none, opens a webmail site
 * (`registerReplyOptions`, in reply-options.ts with the options' types, so a page that only names its options does
 * not download the HTML sanitiser this module uses).
 */
import type { FlowReply } from '@generated/models';
import { FlowAction as FLOW_ACTIONS, isKnown, type KnownFlowAction as FlowAction } from '@generated/known-values';
import { sanitizeHtml } from '@/lib/sanitize';
import type { ReplyActionContext, ReplyActions, ReplyDialogOptions } from './reply-options';

export * from './reply-options';

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
