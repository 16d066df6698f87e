/**
 * Phase 1, Personal Info: every validation message of spec point 5, errors clearing as the user types, the limits,
 * the 'Confirm details' dialog, the payload, the register status rule and the 3 s advance (fake timers).
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { examples } from '@generated/examples';
import type { RegistrationPayload } from '@generated/models';
import { describe, expect, it, vi } from 'vitest';
import { TIMINGS, WEBMAIL_URL } from '@/config/constants';
import { MESSAGES, REQUIRED } from '@/features/registration/messages';
import {
  INITIAL_PERSONAL_INFO,
  personalInfoSchema,
  type PersonalInfoValues,
} from '@/features/registration/personal-info/schema';
import { PersonalInfoPhase } from '@/features/registration/personal-info/PersonalInfoPhase';
import {
  advance,
  FAILED_REPLIES,
  json,
  renderPage,
  setUpPageTests,
  stubApi,
  useControlledClock,
  waitWithClock,
} from './harness';
import { REGISTRATION } from '../../unit/api/fixtures';

const REGISTER = 'POST /api/u/register';
const NICHE_LABELS = [
  'Tech',
  'Books',
  'Science',
  'Music',
  'Travel',
  'Food',
  'Fitness',
  'Finance',
  'News',
  'Art',
  'Gaming',
  'Podcasts',
];
const NICHE_KEYS = REGISTRATION.niches;

const { registered } = examples.registerUser[200];

setUpPageTests();

/** A complete form, as if typed (most tests start here: typing 12 fields and 12 niches is slow in jsdom). */
const VALID_DRAFT: PersonalInfoValues = {
  ...INITIAL_PERSONAL_INFO,
  username: 'ada',
  fullname: 'Ada Lovelace',
  email: 'ada@example.com',
  phone_number: '+234 803 555 0101',
  address: '12 Marina Road, Lagos',
  password: 'Secret123',
  confirm_password: 'Secret123',
  niches: NICHE_KEYS,
  payment_method: ['bank_transfer'],
};

function renderPhase({
  referrerId = '',
  draft = INITIAL_PERSONAL_INFO,
}: { referrerId?: string; draft?: PersonalInfoValues } = {}) {
  const onRegistered = vi.fn();
  const onAdvance = vi.fn();
  const onDraftChange = vi.fn();
  const view = renderPage(
    <PersonalInfoPhase
      referrerId={referrerId}
      getDraft={() => draft}
      onDraftChange={onDraftChange}
      onRegistered={onRegistered}
      onAdvance={onAdvance}
      focusHeading={false}
    />,
  );
  return { ...view, onRegistered, onAdvance, onDraftChange };
}

const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input, select' });
const niche = (label: string) => screen.getByLabelText(label, { selector: 'input[type=checkbox]' });
const save = () => screen.getByRole('button', { name: 'Save' });

async function typeInto(user: UserEvent, label: RegExp, text: string) {
  await user.click(field(label));
  await user.paste(text);
}

async function fillValid(user: UserEvent) {
  await typeInto(user, /^Username/, 'ada');
  await typeInto(user, /^Full name/, 'Ada Lovelace');
  await typeInto(user, /^Email/, 'ada@example.com');
  await typeInto(user, /^Phone number/, '+234 803 555 0101');
  await typeInto(user, /^Address/, '12 Marina Road, Lagos');
  await typeInto(user, /^Password/, 'Secret123');
  await typeInto(user, /^Confirm password/, 'Secret123');
  for (const label of NICHE_LABELS) await user.click(niche(label));
  await user.click(screen.getByLabelText('Bank transfer'));
}

async function confirmDetails(user: UserEvent) {
  await user.click(save());
  const dialog = await screen.findByRole('alertdialog', { name: MESSAGES.confirmTitle });
  expect(dialog).toHaveTextContent(MESSAGES.confirmMessage);
  await user.click(within(dialog).getByRole('button', { name: MESSAGES.confirmButton }));
}

describe('Phase 1: Personal Info', { timeout: 180_000 }, () => {
  it('starts from the spec defaults: Nigeria, 16 - 20, Male, nothing chosen', () => {
    stubApi();
    renderPhase();
    expect(field(/^Country/)).toHaveValue('NG');
    expect(within(field(/^Country/)).getAllByRole('option', { hidden: true })).toHaveLength(30);
    expect(field(/^Age range/)).toHaveValue('16 - 20');
    expect(within(field(/^Age range/)).getAllByRole('option', { hidden: true })).toHaveLength(9);
    expect(screen.getByLabelText('Male')).toBeChecked();
    expect(screen.getByLabelText('Female')).not.toBeChecked();
    expect(screen.getByText('0 of 12 selected')).toBeInTheDocument();
  });

  it('shows every required message on Save, focuses the first invalid field and sends nothing', async () => {
    const api = stubApi();
    const { user } = renderPhase();
    await user.click(save());
    for (const message of [
      REQUIRED.username,
      REQUIRED.fullname,
      REQUIRED.email,
      REQUIRED.phone_number,
      REQUIRED.address,
      REQUIRED.password,
      MESSAGES.nichesMin(12),
      MESSAGES.paymentMin,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(MESSAGES.nichesMin(12)).toBe('Please select at least 12 niches');
    await waitFor(() => expect(field(/^Username/)).toHaveFocus());
    expect(field(/^Username/)).toHaveAccessibleDescription(REQUIRED.username);
    expect(field(/^Username/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.sent).toHaveLength(0);
  });

  it("clears a field's error as soon as it is edited, and only that field's", async () => {
    stubApi();
    const { user } = renderPhase();
    await user.click(save());
    await screen.findByText(REQUIRED.username);
    await user.type(field(/^Username/), 'a');
    expect(screen.queryByText(REQUIRED.username)).not.toBeInTheDocument();
    expect(screen.getByText(REQUIRED.fullname)).toBeInTheDocument();
    await user.click(niche('Tech'));
    expect(screen.queryByText(MESSAGES.nichesMin(12))).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Crypto currency'));
    expect(screen.queryByText(MESSAGES.paymentMin)).not.toBeInTheDocument();
    expect(screen.getByText(REQUIRED.email)).toBeInTheDocument();
  });

  it("says 'Passwords do not match' until the confirmation matches, and checks the email's shape", async () => {
    stubApi();
    const { user } = renderPhase();
    await typeInto(user, /^Password/, 'Secret123');
    await typeInto(user, /^Confirm password/, 'Secret124');
    await typeInto(user, /^Email/, 'not-an-email');
    await user.click(save());
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(screen.queryByText(REQUIRED.password)).not.toBeInTheDocument();
    await user.type(field(/^Confirm password/), '{Backspace}3');
    expect(screen.queryByText('Passwords do not match')).not.toBeInTheDocument();
  });

  it('validates age range and gender with the spec messages (the schema behind the form)', async () => {
    const errors = await personalInfoSchema
      .validate({ ...INITIAL_PERSONAL_INFO, age_range: '', gender: '' }, { abortEarly: false })
      .catch((error: { errors: string[] }) => error.errors);
    expect(errors).toEqual(expect.arrayContaining([REQUIRED.age_range, REQUIRED.gender]));
    expect(REQUIRED).toEqual({
      username: 'Username is required',
      fullname: 'Full name is required',
      email: 'Email is required',
      phone_number: 'Phone number is required',
      address: 'Address is required',
      password: 'Password is required',
      age_range: 'Age range is required',
      gender: 'Gender is required',
    });
  });

  it("allows one payment method: a second shows 'Limit Exceeded' / \"Can't select more than 1\"", async () => {
    stubApi();
    const { user } = renderPhase();
    await user.click(screen.getByLabelText('Bank transfer'));
    await user.click(screen.getByLabelText('Mobile money'));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Limit Exceeded');
    expect(alert).toHaveTextContent("Can't select more than 1");
    expect(screen.getByLabelText('Bank transfer')).toBeChecked();
    expect(screen.getByLabelText('Mobile money')).not.toBeChecked();
  });

  it("asks 'Confirm details' first; 'Review again' sends nothing", async () => {
    const api = stubApi({ [REGISTER]: registered });
    const { user } = renderPhase({ draft: VALID_DRAFT });
    await user.click(save());
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm details' });
    expect(within(dialog).getByRole('button', { name: 'I have' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Review again' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.countOf(REGISTER)).toBe(0);
  });

  it("sends the payload after 'I have', keeps the id, and moves to phase 2 after 3 seconds", async () => {
    const api = stubApi({ [REGISTER]: registered });
    const { user, onRegistered, onAdvance } = renderPhase({ referrerId: 'BOLA77' });
    await fillValid(user);
    await user.selectOptions(field(/^Age range/), '21 - 25');
    await user.click(screen.getByLabelText('Female'));
    await user.click(save());
    const dialog = await screen.findByRole('alertdialog', { name: MESSAGES.confirmTitle });

    useControlledClock();
    await user.click(within(dialog).getByRole('button', { name: 'I have' }));
    await waitWithClock(() => expect(screen.getByText('Registration successful')).toBeInTheDocument());

    // The registration of the HTTP module's tests, as typed above: its address, age range, gender and the referrer.
    const expected: RegistrationPayload = {
      ...REGISTRATION,
      address: '12 Marina Road, Lagos',
      age_range: '21 - 25',
      gender: 'Female',
      referrer_id: 'BOLA77',
    };
    expect(api.bodiesOf(REGISTER)).toEqual([expected]);
    expect(onRegistered).toHaveBeenCalledWith(1042);
    expect(screen.getByText(/Taking you to Social Info in 3 seconds/)).toBeInTheDocument();

    await advance(TIMINGS.phaseAdvance - 100);
    expect(onAdvance).not.toHaveBeenCalled();
    await advance(200);
    expect(onAdvance).toHaveBeenCalledTimes(1);
  });

  it('shows a 409 reply in the server dialog; okay only closes it and the form keeps its values', async () => {
    stubApi({ [REGISTER]: json(examples.registerUser[409].emailTaken, 409) });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user, onRegistered } = renderPhase({ draft: VALID_DRAFT });
    await confirmDetails(user);
    const dialog = await screen.findByRole('alertdialog', { name: 'Email already in use' });
    expect(dialog).toHaveTextContent('An account with this email already exists.');
    await user.click(within(dialog).getByRole('button', { name: 'Okay' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(open).not.toHaveBeenCalled();
    expect(onRegistered).not.toHaveBeenCalled();
    expect(field(/^Username/)).toHaveValue('ada');
    expect(niche('Tech')).toBeChecked();
    expect(screen.getByLabelText('Bank transfer')).toBeChecked();
  });

  it("defaults a reply's title to 'Please note' and its button to 'Open mail', which opens webmail", async () => {
    stubApi({ [REGISTER]: { success: false, msg: 'Check your mail to continue.', onClick: 'nextStep' } });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = renderPhase({ draft: VALID_DRAFT });
    await confirmDetails(user);
    const dialog = await screen.findByRole('alertdialog', { name: 'Please note' });
    await user.click(within(dialog).getByRole('button', { name: 'Open mail' }));
    expect(open).toHaveBeenCalledWith(new URL(WEBMAIL_URL).href, '_blank', 'noopener,noreferrer');
  });

  it.each(FAILED_REPLIES)("shows 'Registration failed…' for %s and keeps what was typed", async (_name, reply) => {
    stubApi({ [REGISTER]: reply });
    const { user, onAdvance } = renderPhase({ draft: VALID_DRAFT });
    await confirmDetails(user);
    const dialog = await screen.findByRole('alertdialog', { name: 'Please note' });
    expect(dialog).toHaveTextContent('Registration failed. Please check your internet connection try again.');
    expect(field(/^Full name/)).toHaveValue('Ada Lovelace');
    expect(niche('Podcasts')).toBeChecked();
    expect(onAdvance).not.toHaveBeenCalled();
  });
});
