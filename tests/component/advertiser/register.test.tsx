/**
 * /advertiser/register: every client-side rule and message of spec point 5, the request body, and the outcomes of
 * spec points 7 and 8 (success → /advertiser/regCompletion with the server's msg; non-success and failures in the
 * reply dialog).
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HOW_HEARD } from '@/config/catalog';
import { REGISTER_MESSAGES } from '@/features/advertiser/register/schema';
import { currentPath, field, findReplyDialog, json, renderAdvertiser, stubApi } from './harness';

const PATH = '/advertiser/register';
let api: ReturnType<typeof stubApi>;

beforeEach(() => {
  api = stubApi({
    'POST /api/a/register': {
      success: true,
      msg: 'Registration successful. Check your email to confirm your account.',
    },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

async function openForm() {
  const view = renderAdvertiser(PATH);
  await screen.findByRole('heading', { level: 1, name: 'Advertise with Cliq' });
  return view;
}

async function fillValid(user: UserEvent, overrides: Partial<Record<string, string>> = {}) {
  const values = {
    username: 'glowbeauty',
    name: 'Glow Beauty Ltd',
    email: 'ads@glowbeauty.example',
    phone: '+44 (20) 7946-0958',
    address: '221B Baker Street, London',
    password: 'Brand2026x',
    confirm: 'Brand2026x',
    ...overrides,
  };
  // Pasted rather than typed key by key: the same change events, far fewer renders in jsdom.
  const type = async (label: string | RegExp, value: string) => {
    if (!value) return;
    await user.click(field(label));
    await user.paste(value);
  };
  await type('Username', values.username);
  await type('Name or company', values.name);
  await type('Email', values.email);
  await type('Phone number', values.phone);
  await user.selectOptions(field('Country'), 'GB');
  await user.selectOptions(field('How did you hear about us?'), 'Social Media');
  await type('Address', values.address);
  await type(/^Password/, values.password);
  await type('Confirm password', values.confirm);
  // Label queries: role queries over the whole form take seconds in jsdom.
  await user.click(field('Female'));
  await user.click(field(/I accept the terms and conditions/));
}

const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Create account' }));

describe('advertiser registration: validation (spec point 5)', () => {
  it('an empty submit shows every required message, sends nothing and focuses the username', async () => {
    const { user } = await openForm();
    await submit(user);
    const m = REGISTER_MESSAGES;
    for (const message of [
      m.usernameRequired,
      m.nameRequired,
      m.emailRequired,
      m.phoneRequired,
      m.countryRequired,
      m.addressRequired,
      m.passwordRequired,
      // Spec point 5: an empty confirmation reads 'Passwords do not match' too.
      m.passwordsDiffer,
      m.genderRequired,
      m.howHeardRequired,
      m.termsRequired,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(m.passwordsDiffer).toBe('Passwords do not match');
    expect(m.nameRequired).toBe('Name is required');
    expect(m.countryRequired).toBe('Please select a country');
    await waitFor(() => expect(field('Username')).toHaveFocus());
    expect(api.callsTo('POST /api/a/register')).toHaveLength(0);
  });

  it('links each error to its field', async () => {
    const { user } = await openForm();
    await submit(user);
    const username = field('Username');
    await waitFor(() => expect(username).toHaveAttribute('aria-invalid', 'true'));
    expect(username).toHaveAccessibleDescription(expect.stringContaining('Username is required'));
    expect(screen.getByRole('checkbox', { name: /I accept/ })).toHaveAccessibleDescription(
      REGISTER_MESSAGES.termsRequired,
    );
  });

  // Only the fields under test are filled: every message of a submit shows at once, and fewer keystrokes keep
  // these tests quick in jsdom.
  it.each([
    ['a 3-character username', [['Username', 'abc']], 'Username must be at least 4 characters'],
    ['an e-mail without a domain', [['Email', 'ads@glowbeauty']], 'Email is invalid'],
    ['an e-mail without @', [['Email', 'ads.glowbeauty.example']], 'Email is invalid'],
    ['a phone number with letters', [['Phone number', '+44 20 CALL ME']], 'Phone number is invalid'],
    ['a phone number with + inside', [['Phone number', '44+207946']], 'Phone number is invalid'],
    ['a 7-character password', [['Password', 'Brand20']], 'Password must be at least 8 characters'],
    [
      'a password without upper case',
      [['Password', 'brand2026x']],
      'Password must contain uppercase, lowercase, and numbers',
    ],
    [
      'a password without lower case',
      [['Password', 'BRAND2026X']],
      'Password must contain uppercase, lowercase, and numbers',
    ],
    [
      'a password without a digit',
      [['Password', 'BrandBrandX']],
      'Password must contain uppercase, lowercase, and numbers',
    ],
    [
      'a different confirmation',
      [
        ['Password', 'Brand2026x'],
        ['Confirm password', 'Brand2026y'],
      ],
      'Passwords do not match',
    ],
  ] as const)('%s shows its message', async (_name, fields, message) => {
    const { user } = await openForm();
    for (const [label, value] of fields) {
      await user.click(field(label));
      await user.paste(value);
    }
    await submit(user);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(api.callsTo('POST /api/a/register')).toHaveLength(0);
  });

  it('a valid form with one bad field focuses that field', async () => {
    const { user } = await openForm();
    await fillValid(user, { phone: '0800 CALL NOW' });
    await submit(user);
    expect(await screen.findByText('Phone number is invalid')).toBeInTheDocument();
    await waitFor(() => expect(field('Phone number')).toHaveFocus());
    expect(field('Email')).toHaveValue('ads@glowbeauty.example');
    expect(api.callsTo('POST /api/a/register')).toHaveLength(0);
  });

  it('offers the 30 countries and the seven how-heard options', async () => {
    await openForm();
    const countries = within(field('Country')).getAllByRole('option').slice(1);
    expect(countries).toHaveLength(30);
    expect(countries.map((option) => option.getAttribute('value'))).toContain('NG');
    const heard = within(field('How did you hear about us?')).getAllByRole('option').slice(1);
    // The seven options of the spec, in its order: tests/unit/config/catalog.test.ts pins HOW_HEARD to them.
    expect(heard.map((option) => option.textContent)).toEqual(HOW_HEARD.map((option) => option.label));
  });

  it('a message goes away once the field is corrected', async () => {
    const { user } = await openForm();
    await submit(user);
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    await user.type(field('Username'), 'glowbeauty');
    await waitFor(() => expect(screen.queryByText('Username is required')).not.toBeInTheDocument());
    expect(screen.queryByText('Username must be at least 4 characters')).not.toBeInTheDocument();
  });
});

describe('advertiser registration: the call (spec points 3 and 7)', () => {
  it('sends the contract body: trimmed values, the country code, lower-case gender, how_heard', async () => {
    const { user } = await openForm();
    await fillValid(user, { username: '  glowbeauty ' });
    await submit(user);
    await waitFor(() => expect(api.callsTo('POST /api/a/register')).toHaveLength(1));
    expect(api.callsTo('POST /api/a/register')[0]?.body).toEqual({
      username: 'glowbeauty',
      name: 'Glow Beauty Ltd',
      email: 'ads@glowbeauty.example',
      phone_number: '+44 (20) 7946-0958',
      country: 'GB',
      address: '221B Baker Street, London',
      password: 'Brand2026x',
      confirm_password: 'Brand2026x',
      gender: 'female',
      how_heard: 'Social Media',
    });
  });

  it('on success goes to /advertiser/regCompletion and shows the server message there', async () => {
    const { user, router } = await openForm();
    await fillValid(user);
    await submit(user);
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your mail' })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/advertiser/regCompletion');
    expect(screen.getByText('Registration successful. Check your email to confirm your account.')).toBeInTheDocument();
  });

  it('a non-success reply shows its msg in the dialog and keeps what was typed', async () => {
    api.set('POST /api/a/register', { success: false, msg: 'An advertiser with this email already exists.' });
    const { user, router } = await openForm();
    await fillValid(user);
    await submit(user);
    const dialog = await findReplyDialog('Please note');
    expect(dialog).toHaveTextContent('An advertiser with this email already exists.');
    expect(currentPath(router)).toBe(PATH);
    expect(field('Email')).toHaveValue('ads@glowbeauty.example');
    expect(field(/^Password/)).toHaveValue('Brand2026x');
  });

  it("a non-success reply without msg shows 'Registration failed. Please try again.'", async () => {
    api.set('POST /api/a/register', { success: false });
    const { user } = await openForm();
    await fillValid(user);
    await submit(user);
    expect(await findReplyDialog('Please note')).toHaveTextContent('Registration failed. Please try again.');
  });

  it.each([
    ['no reply', 'abort' as const],
    ['a 500', json({ error: 'boom' }, 500)],
    ['an HTML page', new Response('<html></html>', { status: 200, headers: { 'content-type': 'text/html' } })],
  ])("%s shows 'An error occurred. Please try again later.'", async (_name, answer) => {
    api.set('POST /api/a/register', answer);
    const { user } = await openForm();
    await fillValid(user);
    await submit(user);
    expect(await findReplyDialog('Please note')).toHaveTextContent('An error occurred. Please try again later.');
    expect(field('Username')).toHaveValue('glowbeauty');
  });

  it('a failed reply that carries a message shows that message', async () => {
    api.set('POST /api/a/register', json({ msg: 'Registrations are paused for maintenance.' }, 503));
    const { user } = await openForm();
    await fillValid(user);
    await submit(user);
    expect(await findReplyDialog('Please note')).toHaveTextContent('Registrations are paused for maintenance.');
  });

  it('a remount (a reload or a crash) fills in what was typed, never the passwords; Start over empties it', async () => {
    const first = await openForm();
    await fillValid(first.user);
    first.unmount();

    const { user } = await openForm();
    expect(screen.getByText('We filled in what you typed earlier.')).toBeVisible();
    expect(screen.getByText('Passwords are never kept: please type yours again.')).toBeVisible();
    expect(field('Username')).toHaveValue('glowbeauty');
    expect(field('Country')).toHaveValue('GB');
    expect(field(/^Password/)).toHaveValue('');
    expect(field('Confirm password')).toHaveValue('');
    expect(JSON.stringify(window.sessionStorage)).not.toContain('Brand2026x');

    await user.click(screen.getByRole('button', { name: 'Start over' }));
    expect(field('Username')).toHaveValue('');
    expect(screen.queryByText('We filled in what you typed earlier.')).not.toBeInTheDocument();
  });

  it('a successful registration forgets the draft', async () => {
    const { user, router } = await openForm();
    await fillValid(user);
    await submit(user);
    await waitFor(() => expect(currentPath(router)).toBe('/advertiser/regCompletion'));
    expect(Object.keys(window.sessionStorage).filter((key) => key.startsWith('cliq.draft.'))).toEqual([]);
  });
});
