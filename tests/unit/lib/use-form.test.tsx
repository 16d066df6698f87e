// The shared form (src/components/forms/useForm.ts): field wiring, when messages show, focus on the first error,
// one submit at a time, values kept on failure, and drafts; and its bound fields (src/components/forms/fields.tsx).
import { ChakraProvider, type InputProps } from '@chakra-ui/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { object, string } from 'yup';
import { loadAppRecipes, system } from '@/app/system';
import { TextField } from '@/components/forms/fields';
import { useForm, type FormOptions } from '@/components/forms/useForm';
import { readDraft } from '@/lib/drafts';

// Chakra's Input, counting its renders by field name (this file has a module registry of its own: vitest.config.ts).
const inputRenders = vi.hoisted(() => new Map<string, number>());
vi.mock('@chakra-ui/react', async (importOriginal) => {
  const chakra = await importOriginal<{ Input: (props: InputProps) => ReactNode }>();
  function CountedInput(props: InputProps) {
    inputRenders.set(String(props.name), (inputRenders.get(String(props.name)) ?? 0) + 1);
    return <chakra.Input {...props} />;
  }
  return { ...chakra, Input: CountedInput };
});

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

function BoundForm() {
  const form = useForm<Values>({
    id: 'bound',
    initialValues: EMPTY,
    validationSchema: schema,
    onSubmit: vi.fn(),
  });
  return (
    <ChakraProvider value={system}>
      <form {...form.props} aria-label="Bound form">
        <TextField form={form} name="name" label="Name" required hint="As on your ID" />
        <TextField form={form} name="email" label="Email" required kind="email" />
        <TextField form={form} name="password" label="Password" required type="password" />
        <button type="submit">Send</button>
      </form>
    </ChakraProvider>
  );
}

describe('bound fields (fields.tsx)', () => {
  beforeAll(() => loadAppRecipes());

  it('typing in one field renders that field again, not the others', async () => {
    const user = userEvent.setup();
    render(<BoundForm />);
    inputRenders.clear();
    await user.type(screen.getByLabelText(/^Email/), 'ada@example.com');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('ada@example.com');
    expect(inputRenders.get('email')).toBeGreaterThanOrEqual('ada@example.com'.length);
    expect(inputRenders.get('name') ?? 0).toBe(0);
    expect(inputRenders.get('password') ?? 0).toBe(0);
  });

  it('keeps the wiring: label, hint, kind, and a message that shows when left and describes the control', async () => {
    const user = userEvent.setup();
    render(<BoundForm />);
    const name = screen.getByLabelText(/^Name/);
    expect(name).toHaveAttribute('id', 'bound-name');
    expect(name).toHaveAccessibleDescription('As on your ID');
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
    await user.click(name);
    await user.tab();
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(name).toHaveAccessibleDescription('As on your ID Name is required');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    // The message hides while the field is typed in, and goes for good once it is right.
    await user.type(name, 'Ada');
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    expect(name).toHaveAccessibleDescription('As on your ID');
  });
});
