// The shared form (src/components/forms/useForm.ts): field wiring, when messages show, focus on the first error,
// one submit at a time, values kept on failure, and drafts.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { object, string } from 'yup';
import { useForm, type FormOptions } from '@/components/forms/useForm';
import { readDraft } from '@/lib/drafts';

type Values = { name: string; email: string; password: string };
const EMPTY: Values = { name: '', email: '', password: '' };
const schema = object({
  name: string().trim().required('Name is required'),
  email: string().email('Enter a valid email').required('Email is required'),
  password: string().required('Password is required'),
});

function TestForm(props: Partial<FormOptions<Values>> & Pick<FormOptions<Values>, 'onSubmit'>) {
  const form = useForm<Values>({
    id: 'test',
    initialValues: EMPTY,
    validationSchema: schema,
    order: ['name', 'email', 'password'],
    ...props,
    // A new object on each render, as a page writing `draft: { key }` gives.
    draft: props.draft ? { ...props.draft } : undefined,
  });
  return (
    <form {...form.props} aria-label="Test form">
      {form.draft.restored ? (
        <button type="button" onClick={form.draft.startOver}>
          Start over
        </button>
      ) : null}
      {(['name', 'email', 'password'] as const).map((name) => (
        <div key={name}>
          <label htmlFor={form.controlId(name)}>{name}</label>
          <input id={form.controlId(name)} {...form.field(name)} />
          {form.error(name) ? <p role="alert">{form.error(name)}</p> : null}
        </div>
      ))}
      <button type="submit">{form.isSubmitting ? 'Sending' : 'Send'}</button>
    </form>
  );
}

afterEach(() => window.sessionStorage.clear());

describe('useForm', () => {
  it('a failed submit shows every message, focuses the first invalid field, keeps the values and sends nothing', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<TestForm onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByLabelText('name')).toHaveFocus());
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Name is required',
      'Enter a valid email',
      'Password is required',
    ]);
    expect(screen.getByLabelText('email')).toHaveValue('not-an-email');
    expect(onSubmit).not.toHaveBeenCalled();
    // A message goes as soon as its field is right.
    await user.type(screen.getByLabelText('name'), 'Ada');
    await waitFor(() => expect(screen.queryByText('Name is required')).not.toBeInTheDocument());
    expect(screen.getByText('Enter a valid email')).toBeInTheDocument();
  });

  it("shows a field's message once it is left ('touched'), or only from the first submit ('submitted')", async () => {
    const user = userEvent.setup();
    const { unmount } = render(<TestForm onSubmit={vi.fn()} />);
    await user.click(screen.getByLabelText('name'));
    await user.tab();
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    unmount();

    render(<TestForm onSubmit={vi.fn()} showErrors="submitted" />);
    await user.click(screen.getByLabelText('name'));
    await user.tab();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
  });

  it('a field left for the submit button shows nothing until the click lands (the button does not move under it)', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<TestForm onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('name'), 'x{Backspace}');
    const send = screen.getByRole('button', { name: 'Send' });
    await user.pointer({ keys: '[MouseLeft>]', target: send });
    expect(send).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.pointer({ keys: '[/MouseLeft]', target: send });
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('name')).toHaveFocus());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends once while a submit runs, even when submitted twice at once', async () => {
    let release!: () => void;
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    const user = userEvent.setup();
    render(<TestForm onSubmit={onSubmit} initialValues={{ name: 'Ada', email: 'ada@example.com', password: 'x' }} />);
    const form = screen.getByRole<HTMLFormElement>('form', { name: 'Test form' });
    form.requestSubmit();
    form.requestSubmit();
    await screen.findByRole('button', { name: 'Sending' });
    await user.click(screen.getByRole('button', { name: 'Sending' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    release();
    await screen.findByRole('button', { name: 'Send' });
    form.requestSubmit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    release();
  });

  it('keeps a draft (never the password) until the submit clears it; a remount restores it; Start over empties', async () => {
    const user = userEvent.setup();
    const draft = { key: 'test-form' };
    const first = render(<TestForm onSubmit={vi.fn()} draft={draft} />);
    await user.type(screen.getByLabelText('name'), 'Ada');
    await user.type(screen.getByLabelText('password'), 'Secret123');
    await waitFor(() => expect(readDraft('test-form', EMPTY)).toEqual({ ...EMPTY, name: 'Ada' }));
    first.unmount();

    const second = render(<TestForm onSubmit={vi.fn()} draft={draft} />);
    expect(screen.getByLabelText('name')).toHaveValue('Ada');
    expect(screen.getByLabelText('password')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Start over' }));
    expect(screen.getByLabelText('name')).toHaveValue('');
    expect(readDraft('test-form', EMPTY)).toBeNull();
    second.unmount();

    const onSubmit = vi.fn(async (_values: Values, { clearDraft }: { clearDraft: () => void }) => clearDraft());
    render(<TestForm onSubmit={onSubmit} draft={draft} />);
    await user.type(screen.getByLabelText('name'), 'Grace');
    await user.type(screen.getByLabelText('email'), 'grace@example.com');
    await user.type(screen.getByLabelText('password'), 'x');
    await waitFor(() => expect(readDraft('test-form', EMPTY)).not.toBeNull());
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    // Once the submit is over (the form renders again), the values it kept are not written back.
    await screen.findByRole('button', { name: 'Send' });
    expect(screen.getByLabelText('name')).toHaveValue('Grace');
    expect(readDraft('test-form', EMPTY)).toBeNull();
  });
});
