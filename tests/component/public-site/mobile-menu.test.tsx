/**
 * The phone menu as the platform's popover (src/components/layout/MobileMenu.tsx): its wiring, which works with no
 * JavaScript (the prerendered pages run none), and what it does inside the app. jsdom has no popover, so how it
 * opens, closes and gives focus back is checked in Chromium (tests/e2e/support/public-site.ts: tests/prod, tests/e2e
 * and tests/dev).
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MENU_ID } from '@/components/layout/MobileMenu';
import { SiteHeader } from '@/components/layout/SiteHeader';
import { renderPublic } from './render';

function setup(route = '/about') {
  renderPublic(<SiteHeader />, { route });
  return userEvent.setup({ delay: null });
}

const toggle = () => screen.getByRole('button', { name: 'Open menu' });
// Closed, so hidden (jsdom has the browser's style for a closed popover), and then its name is not computed here
// (Chromium names it; the e2e checks find it by that name): found by its id and role.
function menu(): HTMLElement {
  const element = screen.getAllByRole('dialog', { hidden: true }).find((dialog) => dialog.id === MENU_ID);
  if (!element) throw new Error('No dialog is the menu');
  return element;
}
const hidden = { hidden: true } as const;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Mobile menu', { timeout: 60_000 }, () => {
  it('is a popover the toggle opens and the close icon closes, with no script', () => {
    setup();
    expect(document.getElementById(menu().getAttribute('aria-labelledby') ?? '')).toHaveTextContent(/^Menu$/);
    expect(menu()).toHaveAttribute('popover', 'auto');
    expect(toggle()).toHaveAttribute('popovertarget', MENU_ID);
    expect(toggle()).not.toHaveAttribute('popovertargetaction');
    const close = within(menu()).getByRole('button', { name: 'Close menu', hidden: true });
    expect(close).toHaveAttribute('popovertarget', MENU_ID);
    expect(close).toHaveAttribute('popovertargetaction', 'hide');
  });

  it('closes on a tap beside its panel: a backdrop button that hides it, for pointers only', () => {
    setup();
    const backdrop = [...menu().querySelectorAll('button')].find((button) => button.getAttribute('aria-hidden'));
    expect(backdrop).toBeDefined();
    expect(backdrop).toHaveAttribute('popovertarget', MENU_ID);
    expect(backdrop).toHaveAttribute('popovertargetaction', 'hide');
    expect(backdrop).toHaveAttribute('tabindex', '-1');
    expect(backdrop).toHaveAttribute('aria-hidden', 'true');
    // The menu's first child, under the panel.
    expect(menu().firstElementChild).toBe(backdrop);
  });

  it('lists the pages, then Login and Register apart, then the social links', () => {
    setup();
    const pages = within(menu()).getByRole('navigation', { name: 'Cliq pages', hidden: true });
    const pageLinks = within(pages).getAllByRole('link', hidden);
    expect(pageLinks.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['About', '/about'],
      ['Services', '/services'],
      ['Contact us', '/contact'],
      ['Terms and Conditions', '/terms-and-conditions'],
      ['Privacy Policy', '/privacy-policy'],
    ]);
    expect(within(pages).getByRole('link', { name: 'About', hidden: true })).toHaveAttribute('aria-current', 'page');

    const account = within(menu()).getByRole('group', { name: 'Your account', hidden: true });
    expect(within(account).getByRole('link', { name: 'Login', hidden: true })).toHaveAttribute('href', '/login');
    expect(within(account).getByRole('link', { name: 'Register', hidden: true })).toHaveAttribute('href', '/register');
    expect(pages).not.toContainElement(within(account).getByRole('link', { name: 'Login', hidden: true }));

    const social = within(menu()).getByRole('list', { name: 'Cliq on social media', hidden: true });
    const socialLinks = within(social).getAllByRole('link', hidden);
    expect(socialLinks.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Cliq on Facebook (opens in a new tab)',
      'Cliq on X (Twitter) (opens in a new tab)',
      'Cliq on Instagram (opens in a new tab)',
      'Cliq on TikTok (opens in a new tab)',
      'Cliq on YouTube (opens in a new tab)',
    ]);
    for (const link of socialLinks) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('inside the app, a chosen page opens and the menu hides itself (no page load takes it away)', async () => {
    const user = setup('/');
    const hide = vi.fn();
    Object.defineProperty(menu(), 'togglePopover', { value: hide, configurable: true });
    await user.click(within(menu()).getByRole('link', { name: 'Services', hidden: true }));
    expect(screen.getByTestId('location')).toHaveTextContent('/services');
    expect(hide).toHaveBeenCalledWith(false);
    hide.mockClear();
    await user.click(within(menu()).getByRole('link', { name: 'Register', hidden: true }));
    expect(screen.getByTestId('location')).toHaveTextContent('/register');
    expect(hide).toHaveBeenCalledWith(false);
    // Not for a click in the menu that is no link.
    hide.mockClear();
    await user.click(within(menu()).getByRole('heading', { name: 'Menu', hidden: true }));
    expect(hide).not.toHaveBeenCalled();
  });
});

describe('Site header', () => {
  it('offers Home, About, Services, Contact us and Sign in, and the social links in the top bar', () => {
    setup('/home');
    // jsdom applies no media queries, so the desktop navigation (display: none below md) counts as hidden here,
    // and hidden elements get no accessible name: find it by its label attribute.
    const nav = screen
      .getAllByRole('navigation', { hidden: true })
      .find((el) => el.getAttribute('aria-label') === 'Main');
    if (!nav) throw new Error('No navigation labelled Main');
    const links = within(nav).getAllByRole('link', { hidden: true });
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['About', '/about'],
      ['Services', '/services'],
      ['Contact us', '/contact'],
      ['Sign in', '/login'],
    ]);
    // '/home' is the landing page too.
    expect(links[0]).toHaveAttribute('aria-current', 'page');
    const social = screen.getByRole('list', { name: 'Cliq on social media' });
    expect(within(social).getAllByRole('link', hidden)).toHaveLength(5);
    expect(screen.getByRole('link', { name: 'Cliq home' })).toHaveAttribute('href', '/');
  });
});
