import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SOCIAL_LINKS } from '@/config/constants';
import { PROFILE, renderDashboard, stubApi } from './harness';
import { backToRealTimers } from '../support/render';

afterEach(() => {
  backToRealTimers();
  vi.unstubAllGlobals();
});

const section = (name: string) => screen.getByRole('region', { name });

async function renderProfile(overrides: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi(overrides);
  const view = renderDashboard('/dashboard/profile');
  await screen.findByRole('region', { name: 'Basic info' });
  return { ...view, api };
}

describe('Profile', () => {
  it('shows basic info, rank info, interests, payment info, the referral link and social links', async () => {
    await renderProfile();
    const basic = section('Basic info');
    for (const text of ['Ada Lovelace Byron', 'ada', 'ada@example.com', '+234 803 555 0101', 'Nigeria', '12 Marina Road, Lagos', 'active']) {
      expect(basic).toHaveTextContent(text);
    }
    const rank = section('Rank info');
    expect(rank).toHaveTextContent('Silver');
    expect(rank).toHaveTextContent('1,240.50');
    expect(rank).toHaveTextContent('Gold at 2,000.00 points');
    expect(rank).toHaveTextContent('Points to next rank759.50');
    expect(within(rank).getByRole('progressbar', { name: 'Progress to Gold' })).toHaveAttribute('aria-valuenow', '62');

    expect(within(section('Interests')).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Tech',
      'Books',
      'True crime',
    ]);
    const payment = section('Payment info');
    expect(payment).toHaveTextContent('Bank transfer');
    expect(payment).toHaveTextContent('First Bank');
    expect(payment).toHaveTextContent('0123456789');

    expect(screen.getByRole('textbox', { name: 'Your referral link' })).toHaveValue(`${window.location.origin}/register/ADA1042`);
    // What the app knows of the link (the code goes with a registration), not what the server does with it.
    expect(section('Referral link')).toHaveTextContent('it carries your referral code');
    // The product's five social links, as the header's top bar and the phone menu give them (one list, SOCIAL_LINKS).
    const social = within(section('Social links')).getByRole('list', { name: 'Cliq on social media' });
    const links = within(social).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Facebook', 'X (Twitter)', 'Instagram', 'TikTok', 'YouTube']);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(SOCIAL_LINKS.map((link) => link.href));
    for (const link of links) {
      expect(link).toHaveAccessibleName(`Cliq on ${link.textContent} (opens in a new tab)`);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('copies the referral link; the copy icon resets after 2 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubApi();
    // user-event's setup() puts a clipboard stub on navigator, read back below.
    const { user } = renderDashboard('/dashboard/profile');
    await user.click(await screen.findByRole('button', { name: 'Copy referral link' }));
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/register/ADA1042`);
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(screen.getByText('Copied to the clipboard')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1900));
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole('button', { name: 'Copy referral link' })).toBeInTheDocument();
  });

  it('toggles the payment editor with the edit icon, requires each field, and sends the chosen method', async () => {
    const { user, api } = await renderProfile({ 'POST /api/u/editPaymentMethod': { success: true } });
    const payment = section('Payment info');
    await user.click(within(payment).getByRole('button', { name: 'Edit payment info' }));
    const form = await within(payment).findByRole('form', { name: 'Edit payment info' });
    expect(within(form).getByRole('textbox', { name: /Bank name/ })).toHaveValue('First Bank');

    // Cancel with the same icon.
    await user.click(within(payment).getByRole('button', { name: 'Cancel editing payment info' }));
    expect(within(payment).queryByRole('form')).not.toBeInTheDocument();
    await user.click(within(payment).getByRole('button', { name: 'Edit payment info' }));
    const editor = await within(payment).findByRole('form', { name: 'Edit payment info' });

    await user.selectOptions(within(editor).getByRole('combobox', { name: /Payment method/ }), 'mobile_money');
    const phone = within(editor).getByRole('textbox', { name: /Phone number/ });
    expect(within(editor).queryByRole('textbox', { name: /Bank name/ })).not.toBeInTheDocument();
    await user.click(within(editor).getByRole('button', { name: 'Save payment info' }));
    expect(await within(editor).findByText('Phone number is required')).toBeInTheDocument();
    await waitFor(() => expect(phone).toHaveFocus());
    expect(api.callsTo('POST /api/u/editPaymentMethod')).toHaveLength(0);

    await user.type(phone, ' +254 712 345678 ');
    await user.click(within(editor).getByRole('button', { name: 'Save payment info' }));
    expect(await screen.findByRole('alertdialog', { name: 'Kindly note' })).toHaveTextContent('Your payment details have been saved.');
    expect(api.callsTo('POST /api/u/editPaymentMethod')[0]?.body).toEqual({
      payment_method: 'mobile_money',
      phone_number: '+254 712 345678',
    });
    await waitFor(() => expect(within(payment).queryByRole('form')).not.toBeInTheDocument());
  });

  it('gives the focus back to the edit toggle when the editor goes, saved by keyboard (never to the page)', async () => {
    const { user } = await renderProfile({ 'POST /api/u/editPaymentMethod': { success: true } });
    const payment = section('Payment info');
    await user.click(within(payment).getByRole('button', { name: 'Edit payment info' }));
    const editor = await within(payment).findByRole('form', { name: 'Edit payment info' });
    within(editor).getByRole('button', { name: 'Save payment info' }).focus();
    await user.keyboard('{Enter}');
    const saved = await screen.findByRole('alertdialog', { name: 'Kindly note' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(saved).not.toBeInTheDocument());
    await waitFor(() => expect(within(payment).getByRole('button', { name: 'Edit payment info' })).toHaveFocus());
  });

  it('keeps what was typed when the server refuses the payment details', async () => {
    const { user, api } = await renderProfile({ 'POST /api/u/editPaymentMethod': { success: false } });
    const payment = section('Payment info');
    await user.click(within(payment).getByRole('button', { name: 'Edit payment info' }));
    const editor = await within(payment).findByRole('form', { name: 'Edit payment info' });
    const bank = within(editor).getByRole('textbox', { name: /Bank name/ });
    await user.clear(bank);
    await user.type(bank, 'Zenith Bank');
    await user.click(within(editor).getByRole('button', { name: 'Save payment info' }));
    expect(await within(editor).findByRole('alert')).toHaveTextContent('Your payment details were not saved.');
    expect(bank).toHaveValue('Zenith Bank');
    expect(api.callsTo('POST /api/u/editPaymentMethod')[0]?.body).toEqual({
      payment_method: 'bank_transfer',
      bank_name: 'Zenith Bank',
      account_number: '0123456789',
      account_name: 'Ada Lovelace',
    });
  });

  it('never writes payment details to storage: a remount (a reload, a re-login) opens the editor closed, empty', async () => {
    const first = await renderProfile();
    const payment = section('Payment info');
    await first.user.click(within(payment).getByRole('button', { name: 'Edit payment info' }));
    const editor = await within(payment).findByRole('form', { name: 'Edit payment info' });
    const bank = within(editor).getByRole('textbox', { name: /Bank name/ });
    await first.user.clear(bank);
    await first.user.type(bank, 'Zenith Bank');
    await first.user.type(within(editor).getByRole('textbox', { name: /Account number/ }), '9');
    expect(JSON.stringify({ ...window.sessionStorage })).not.toMatch(/Zenith|0123456789/);
    first.unmount();

    await renderProfile();
    await within(section('Payment info')).findByRole('button', { name: 'Edit payment info' });
    expect(within(section('Payment info')).queryByRole('form', { name: 'Edit payment info' })).toBeNull();
    expect(Object.keys(window.sessionStorage).filter((key) => key.startsWith('cliq.draft.'))).toEqual([]);
  });

  it('invites a Cliquer without payment details to add them', async () => {
    await renderProfile({
      'GET /api/u/profile-info': { ...PROFILE, user: { ...PROFILE.user, payment_method: null, payment_details: {}, niches: [] } },
    });
    expect(section('Payment info')).toHaveTextContent('No payment method yet.');
    expect(section('Interests')).toHaveTextContent('You have not chosen any interests.');
  });
});

describe('Ticket and Learn', () => {
  it('Ticket offers a mailto link to support', async () => {
    stubApi();
    renderDashboard('/dashboard/ticket');
    const link = await screen.findByRole('link', { name: 'E-mail support' });
    expect(link.getAttribute('href')).toMatch(/^mailto:support@cliq\.example\?subject=/);
    await waitFor(() => expect(screen.getByRole('link', { name: 'E-mail support' }).getAttribute('href')).toContain('ada'));
  });

  it('Learn explains tasks, engagement and completion without quoting thresholds', async () => {
    stubApi();
    renderDashboard('/dashboard/learn');
    expect(await screen.findByRole('heading', { level: 1, name: 'Learn' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'How a task works' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Platform rules' })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/\d+ points/);
  });
});
