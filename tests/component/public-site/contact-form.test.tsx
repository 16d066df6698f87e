import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TIMINGS } from '@/config/constants';
import { ContactForm } from '@/features/public-site/contact/ContactForm';
import { renderPublic } from './render';
import { backToRealTimers } from '../support/render';

const THANK_YOU = "Thank you for your message! We'll be in touch soon.";

const field = {
  fullName: () => screen.getByRole('textbox', { name: /full name/i }),
  email: () => screen.getByRole('textbox', { name: /email/i }),
  role: () => screen.getByRole('combobox', { name: /i am a/i }),
  subject: () => screen.getByRole('textbox', { name: /subject/i }),
  message: () => screen.getByRole('textbox', { name: /message/i }),
  submit: () => screen.getByRole('button', { name: 'Send message' }),
};

function setup() {
  renderPublic(<ContactForm />, { route: '/contact' });
  const user = userEvent.setup({ delay: null });
  /** Types `text` into a field as one input (a paste), then leaves it, as a person finishing the field would. */
  const fill = async (control: HTMLElement, text: string) => {
    await user.click(control);
    await user.paste(text);
  };
  return { user, fill };
}

afterEach(() => {
  backToRealTimers();
  vi.restoreAllMocks();
});

describe('Contact form', { timeout: 60_000 }, () => {
  it('labels every field, marks the required ones and offers user, advertiser and other', () => {
    setup();
    for (const name of ['fullName', 'email', 'subject', 'message'] as const) {
      expect(field[name]()).toBeRequired();
    }
    expect(field.role()).not.toBeRequired();
    const options = within(field.role()).getAllByRole('option');
    expect(options.map((option) => (option as HTMLOptionElement).value)).toEqual(['', 'user', 'advertiser', 'other']);
    expect(screen.getByText('(optional)')).toBeInTheDocument();
  });

  it('shows each required field’s error on an empty submit, linked to its field, and focuses the first', async () => {
    const { user } = setup();
    await user.click(field.submit());

    const expected = {
      fullName: 'Full name is required',
      email: 'Email is required',
      subject: 'Subject is required',
      message: 'Message is required',
    } as const;
    for (const [name, text] of Object.entries(expected) as [keyof typeof expected, string][]) {
      const control = field[name]();
      await waitFor(() => expect(control).toHaveAttribute('aria-invalid', 'true'));
      expect(control).toHaveAccessibleDescription(expect.stringContaining(text));
      const error = screen.getByText(text);
      await waitFor(() => expect(control).toHaveAttribute('aria-errormessage', error.id));
    }
    expect(field.role()).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(field.fullName()).toHaveFocus());
    // The message field keeps its hint alongside the error.
    expect(field.message()).toHaveAccessibleDescription(expect.stringContaining('Up to 2000 characters.'));
  });

  it('keeps what was typed after a failed submit and focuses the first invalid field', async () => {
    const { user, fill } = setup();
    await fill(field.fullName(), 'Ada Obi');
    await fill(field.subject(), 'Withdrawal question');
    await user.selectOptions(field.role(), 'advertiser');
    await user.click(field.submit());

    await waitFor(() => expect(field.email()).toHaveFocus());
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(screen.queryByText('Full name is required')).not.toBeInTheDocument();
    expect(field.fullName()).toHaveValue('Ada Obi');
    expect(field.subject()).toHaveValue('Withdrawal question');
    expect(field.role()).toHaveValue('advertiser');
    expect(screen.getByText(THANK_YOU)).not.toBeVisible();
  });

  it('rejects an e-mail address that is not one, and treats blank text as empty', async () => {
    const { user, fill } = setup();
    await fill(field.email(), 'ada@');
    await fill(field.fullName(), '   ');
    await user.tab();
    expect(await screen.findByText('Enter a valid email address, like name@example.com')).toBeInTheDocument();
    expect(await screen.findByText('Full name is required')).toBeInTheDocument();
  });

  it('on a valid submit sends nothing, shows the thank-you message for 3 seconds, then resets the form', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const xhrOpen = vi.spyOn(XMLHttpRequest.prototype, 'open');
    const beacon = vi.fn();
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });

    const { user, fill } = setup();
    await fill(field.fullName(), 'Ada Obi');
    await fill(field.email(), 'ada@example.com');
    await user.selectOptions(field.role(), 'user');
    await fill(field.subject(), 'Hello');
    await fill(field.message(), 'How do ranks work?');

    vi.useFakeTimers();
    fireEvent.click(field.submit());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });

    const thanks = within(screen.getByRole('status')).getByText(THANK_YOU);
    expect(thanks).toBeVisible();
    expect(thanks.textContent).toBe(THANK_YOU);
    expect(field.fullName()).toHaveValue('Ada Obi');

    await act(async () => {
      await vi.advanceTimersByTimeAsync(TIMINGS.contactSuccess - 1);
    });
    expect(thanks).toBeVisible();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(thanks).not.toBeVisible();
    expect(field.fullName()).toHaveValue('');
    expect(field.email()).toHaveValue('');
    expect(field.role()).toHaveValue('');
    expect(field.subject()).toHaveValue('');
    expect(field.message()).toHaveValue('');
    // A fresh form: no errors shown after the reset.
    expect(field.fullName()).not.toHaveAttribute('aria-invalid');

    expect(fetchSpy).not.toHaveBeenCalled();
    expect(xhrOpen).not.toHaveBeenCalled();
    expect(beacon).not.toHaveBeenCalled();
  });

  it('has the live region in place before the message appears, so it is announced', () => {
    setup();
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(within(status).getByText(THANK_YOU)).not.toBeVisible();
  });

  it("works without JavaScript as the browser's own form: required controls, an e-mail input, sent nowhere", () => {
    setup();
    const form = field.submit().closest('form') as HTMLFormElement;
    // What the markup says; the behaviour module turns the browser's own messages off while it runs (and back on
    // when it goes: the next test). Without it, tests/prod checks the browser's own checks.
    expect(form.getAttribute('method')).toBe('dialog');
    expect(form.noValidate).toBe(true);
    for (const name of ['fullName', 'email', 'subject', 'message'] as const) {
      expect(field[name]()).toHaveAttribute('required');
    }
    expect(field.email()).toHaveAttribute('type', 'email');
  });

  it("gives the form back to the browser when it leaves the page (the module's listeners go with it)", () => {
    const { unmount } = renderPublic(<ContactForm />, { route: '/contact' });
    const form = screen.getByRole('button', { name: 'Send message' }).closest('form') as HTMLFormElement;
    const removed = vi.spyOn(form, 'removeEventListener');
    unmount();
    expect(form.noValidate).toBe(false);
    expect(removed.mock.calls.map(([type]) => type).sort()).toEqual(['focusout', 'input', 'submit']);
  });
});
