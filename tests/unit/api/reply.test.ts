import { afterEach, describe, expect, it, vi } from 'vitest';
import { FlowAction } from '@generated/known-values';
import { registerReplyOptions, runReplyAction, toReplyDialog, type ReplyActions } from '@/api/reply';
import { WEBMAIL_URL } from '@/config/constants';

const ALL_ACTIONS = [...FlowAction];
const options = { defaultTitle: 'Kindly note', defaultButton: 'Okay' };

describe('toReplyDialog', () => {
  it('titles the dialog with sbj, then title, then the call default', () => {
    expect(toReplyDialog({ sbj: 'Subject', title: 'Title', msg: 'm' }, options).title).toBe('Subject');
    expect(toReplyDialog({ title: 'Title', msg: 'm' }, options).title).toBe('Title');
    expect(toReplyDialog({ msg: 'm' }, options).title).toBe('Kindly note');
    expect(toReplyDialog({ sbj: '  ', msg: 'm' }, registerReplyOptions).title).toBe('Please note');
  });

  it('labels the button with btnMsg or the call default', () => {
    expect(toReplyDialog({ msg: 'm', btnMsg: 'Continue' }, options).primary.label).toBe('Continue');
    expect(toReplyDialog({ msg: 'm' }, registerReplyOptions).primary.label).toBe('Open mail');
  });

  it('shows msg, or the call default message', () => {
    expect(toReplyDialog({ msg: 'Hello' }, options).message).toBe('Hello');
    expect(toReplyDialog({}, { ...options, defaultMessage: 'Fallback' }).message).toBe('Fallback');
  });

  it('adds a second button labelled clearBtnMsg that runs clear', () => {
    const model = toReplyDialog({ msg: 'm', clearBtnMsg: 'Start again', onClick: 'okay' }, options);
    expect(model.secondary).toEqual({ label: 'Start again', action: 'clear' });
    expect(toReplyDialog({ msg: 'm' }, options).secondary).toBeUndefined();
  });

  it('asks for input only when extras.input is true, with its placeholder', () => {
    const model = toReplyDialog({ msg: 'm', extras: { input: true, placeholder: 'Enter token' } }, options);
    expect(model.input).toEqual({ label: 'Enter token', placeholder: 'Enter token' });
    expect(toReplyDialog({ msg: 'm', extras: { input: false, placeholder: 'x' } }, options).input).toBeUndefined();
    expect(toReplyDialog({ msg: 'm', extras: { input: true } }, { ...options, inputLabel: 'Token' }).input?.label).toBe('Token');
  });

  it('sanitises extras.html before it can be shown', () => {
    const model = toReplyDialog(
      { msg: 'm', extras: { html: '<p onclick="x()">Hi <script>alert(1)</script><a href="javascript:alert(1)">x</a></p>' } },
      options,
    );
    expect(model.html).toContain('Hi');
    expect(model.html).not.toMatch(/script|onclick|javascript:/i);
  });

  it('keeps the onClick action when it is one the client knows', () => {
    for (const action of ALL_ACTIONS) {
      expect(toReplyDialog({ msg: 'm', onClick: action }, options).primary.action).toBe(action);
    }
  });

  it('runs the call default for an action the client does not know yet (an extensible enum), as for none', () => {
    expect(toReplyDialog({ msg: 'm', onClick: 'explode' }, options).primary.action).toBeUndefined();
    expect(toReplyDialog({ msg: 'm', onClick: 'explode' }, registerReplyOptions).primary.action).toBe('continueReg');
  });
});

describe('runReplyAction', () => {
  it.each(ALL_ACTIONS)('runs the handler the page supplied for %s, and only that one', (action) => {
    const handlers = Object.fromEntries(ALL_ACTIONS.map((a) => [a, vi.fn()])) as unknown as Required<ReplyActions>;
    runReplyAction(action, handlers, { input: 'token-1' });
    for (const other of ALL_ACTIONS) {
      if (other === action) expect(handlers[other]).toHaveBeenCalledWith({ input: 'token-1' });
      else expect(handlers[other]).not.toHaveBeenCalled();
    }
  });

  it('does nothing more than close for an action the page gave no meaning', () => {
    const nextStep = vi.fn();
    expect(() => runReplyAction('prevStep', { nextStep }, { input: '' })).not.toThrow();
    expect(() => runReplyAction(undefined, { nextStep }, { input: '' })).not.toThrow();
    expect(nextStep).not.toHaveBeenCalled();
  });
});

describe('register replies', () => {
  afterEach(() => vi.restoreAllMocks());

  it('okay only closes: no webmail opens', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    runReplyAction('okay', registerReplyOptions.actions, { input: '' });
    expect(open).not.toHaveBeenCalled();
  });

  it.each(ALL_ACTIONS.filter((a) => a !== 'okay'))('%s opens the webmail site in a new tab, safely', (action) => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    runReplyAction(action, registerReplyOptions.actions, { input: '' });
    expect(open).toHaveBeenCalledTimes(1);
    const [url, target, features] = open.mock.calls[0] ?? [];
    expect(String(url)).toMatch(new RegExp(`^${WEBMAIL_URL.replace(/[.]/g, '\\.')}`));
    expect(target).toBe('_blank');
    expect(features).toContain('noopener');
    expect(features).toContain('noreferrer');
  });
});
