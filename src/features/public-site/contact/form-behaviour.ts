/**
 * The contact form's behaviour (spec point 2), on top of the markup ContactForm renders: one small module with no
 * React in it, so the same code runs in both places the form lives. On the prerendered /contact, which loads no app
 * code, the page's own script (src/app/documents/contact.ts) calls it once the page is parsed; inside the app
 * (`npm start`, or /contact opened from another page of the app) ContactForm calls it in an effect.
 *
 * Without it the browser checks the form itself (`required`, `type="email"`), and a valid form sends nothing
 * (`method="dialog"` outside a dialog submits nowhere). With it, the form:
 * - on submit: shows each field's message (CONTACT_MESSAGES: empty, or not an e-mail address; blank text is empty)
 *   under it, marks it invalid and names the message as its description, then focuses the first invalid field; a
 *   valid form shows the thank-you message for TIMINGS.contactSuccess and is then reset. Nothing is sent.
 * - while a field is typed in, clears its message; when it is left, checks it again (as the app's other forms do).
 */
import { TIMINGS } from '@/config/constants';
import { CONTACT_MESSAGES, type ContactField } from './schema';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const isControl = (element: unknown): element is Control =>
  element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement;

/** The message a control's value earns, or '' when it is fine. */
function messageFor(control: Control): string {
  const messages = CONTACT_MESSAGES[control.name as ContactField];
  if (!messages) return '';
  const value = control.value.trim();
  if (!value) return control.required ? messages.required : '';
  return control.validity.typeMismatch ? (messages.invalid ?? '') : '';
}

/**
 * Gives `form` its behaviour (see the module comment); returns what undoes it (listeners, the pending reset, the
 * browser's own checks turned back on).
 */
export function enhanceContactForm(form: HTMLFormElement): () => void {
  const doc = form.ownerDocument;
  const thanks = form.querySelector<HTMLElement>('[data-thank-you]');
  const controls = [...form.elements].filter(isControl).filter((control) => control.name in CONTACT_MESSAGES);
  // Each control's description without its message (its hint, when it has one).
  const described = new Map(controls.map((control) => [control, control.getAttribute('aria-describedby')]));
  let reset: ReturnType<typeof setTimeout> | undefined;

  const show = (control: Control, message: string) => {
    const errorId = `${control.id}-error`;
    const error = doc.getElementById(errorId);
    if (error) {
      error.textContent = message;
      error.hidden = !message;
    }
    const description = [described.get(control), message ? errorId : null].filter(Boolean).join(' ');
    if (description) control.setAttribute('aria-describedby', description);
    else control.removeAttribute('aria-describedby');
    if (message) {
      control.setAttribute('aria-invalid', 'true');
      control.setAttribute('aria-errormessage', errorId);
    } else {
      control.removeAttribute('aria-invalid');
      control.removeAttribute('aria-errormessage');
    }
  };
  const check = (control: Control) => {
    const message = messageFor(control);
    show(control, message);
    return !message;
  };
  const showThanks = (shown: boolean) => {
    if (thanks) thanks.hidden = !shown;
  };

  const onSubmit = (event: Event) => {
    event.preventDefault();
    const invalid = controls.filter((control) => !check(control));
    if (invalid.length > 0) {
      invalid[0]?.focus();
      return;
    }
    clearTimeout(reset);
    showThanks(true);
    reset = setTimeout(() => {
      form.reset();
      for (const control of controls) show(control, '');
      showThanks(false);
    }, TIMINGS.contactSuccess);
  };
  const onInput = (event: Event) => {
    if (isControl(event.target) && controls.includes(event.target)) show(event.target, '');
  };
  const onLeave = (event: Event) => {
    if (isControl(event.target) && controls.includes(event.target)) check(event.target);
  };

  const validates = form.noValidate;
  // Its own messages instead of the browser's.
  form.noValidate = true;
  form.addEventListener('submit', onSubmit);
  form.addEventListener('input', onInput);
  form.addEventListener('focusout', onLeave);
  return () => {
    clearTimeout(reset);
    form.noValidate = validates;
    form.removeEventListener('submit', onSubmit);
    form.removeEventListener('input', onInput);
    form.removeEventListener('focusout', onLeave);
  };
}
