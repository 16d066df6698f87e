import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SiteHeader } from '@/components/layout/SiteHeader';
import { CLOSES_IN_SPEC_TIME, closingDurations } from '../support/motion';
import { renderPublic } from './render';

function setup(route = '/about') {
  renderPublic(<SiteHeader />, { route });
  return userEvent.setup({ delay: null });
}

// hidden: while the modal menu is open, the rest of the page is hidden from assistive technology.
const toggle = () => screen.getByRole('button', { name: 'Open menu', hidden: true });

async function openMenu(user: ReturnType<typeof userEvent.setup>) {
  await user.click(toggle());
  return screen.findByRole('dialog', { name: 'Menu' });
}

describe('Mobile menu', { timeout: 60_000 }, () => {
  it('opens from the toggle and lists the pages, then Login and Register apart, then the social links', async () => {
    const user = setup();
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    const menu = await openMenu(user);
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');

    const pages = within(menu).getByRole('navigation', { name: 'Cliq pages' });
    const pageLinks = within(pages).getAllByRole('link');
    expect(pageLinks.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['About', '/about'],
      ['Services', '/services'],
      ['Contact us', '/contact'],
      ['Terms and Conditions', '/terms-and-conditions'],
      ['Privacy Policy', '/privacy-policy'],
    ]);
    expect(within(pages).getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');

    const account = within(menu).getByRole('group', { name: 'Your account' });
    expect(within(account).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(account).getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(pages).not.toContainElement(within(account).getByRole('link', { name: 'Login' }));

    const social = within(menu).getByRole('list', { name: 'Cliq on social media' });
    const socialLinks = within(social).getAllByRole('link');
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

  it('closes with the close icon and gives focus back to the toggle', async () => {
    const user = setup();
    const menu = await openMenu(user);
    expect(closingDurations(menu)).toEqual(CLOSES_IN_SPEC_TIME);
    await user.click(within(menu).getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(toggle()).toHaveFocus());
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes with Escape and gives focus back to the toggle', async () => {
    const user = setup();
    await openMenu(user);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(toggle()).toHaveFocus());
  });

  it('stays open when focus is handed back to the toggle while it is open (npm start: StrictMode runs the focus trap twice)', async () => {
    const user = setup();
    const menu = await openMenu(user);
    await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement));
    // What the first focus trap does when React's StrictMode takes it down in development: focus to the toggle.
    act(() => toggle().focus());
    // The drawer checks where focus went on the next animation frame; give it a few.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBe(menu);
    expect(menu).toHaveAttribute('data-state', 'open');
  });

  it('closes when a page is chosen, and the page opens', async () => {
    const user = setup('/');
    const menu = await openMenu(user);
    await user.click(within(menu).getByRole('link', { name: 'Services' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent('/services');
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
    expect(within(social).getAllByRole('link')).toHaveLength(5);
    expect(screen.getByRole('link', { name: 'Cliq home' })).toHaveAttribute('href', '/');
  });
});

describe('Mobile menu before React runs it (a prerendered page still loading its code)', { timeout: 60_000 }, () => {
  it('opens once React runs the toggle when it was tapped before, as public/early-taps.js notes it', async () => {
    // What public/early-taps.js does on the page: it notes a click on the marked toggle.
    const taps: string[] = [];
    window.__cliqEarlyTaps = {
      take: (name) => taps.includes(name) && taps.splice(taps.indexOf(name), 1).length > 0,
      stop: () => undefined,
    };
    taps.push('menu');
    try {
      setup();
      expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
      expect(toggle()).toHaveAttribute('data-early-tap', 'menu');
      expect(taps).toEqual([]);
    } finally {
      delete window.__cliqEarlyTaps;
    }
  });

  it('stays closed without an early tap, and the toggle is never disabled', async () => {
    window.__cliqEarlyTaps = { take: () => false, stop: () => undefined };
    try {
      setup();
      expect(toggle()).toBeEnabled();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    } finally {
      delete window.__cliqEarlyTaps;
    }
  });
});
