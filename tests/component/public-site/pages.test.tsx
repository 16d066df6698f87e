import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { SUPPORT_EMAIL } from '@/config/constants';
import { AboutPage, ContactPage, LandingPage, PrivacyPage, ServicesPage, TermsPage } from '@/features/public-site';
import { renderPublic } from './render';

const PAGES: [string, ComponentType, string, string][] = [
  [
    '/',
    LandingPage,
    'Get rewarded for social media engagement · Cliq',
    'Get rewarded for every follow, like and comment',
  ],
  ['/about', AboutPage, 'About · Cliq', 'About Cliq'],
  ['/services', ServicesPage, 'Services · Cliq', 'Advertising that reaches real people'],
  ['/contact', ContactPage, 'Contact us · Cliq', 'Contact us'],
  ['/terms-and-conditions', TermsPage, 'Terms and Conditions · Cliq', 'Terms and Conditions'],
  ['/privacy-policy', PrivacyPage, 'Privacy Policy · Cliq', 'Privacy Policy'],
];

describe('Public pages', { timeout: 60_000 }, () => {
  it.each(PAGES)('%s has one h1, its own title and a meta description', async (route, Page, title, heading) => {
    renderPublic(<Page />, { route });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
    await waitFor(() => expect(document.title).toBe(title));
    const description = document.head.querySelector('meta[name="description"]');
    expect(description?.getAttribute('content')?.length).toBeGreaterThan(50);
  });

  it('landing: calls to action lead to /register and /advertiser/register', () => {
    renderPublic(<LandingPage />);
    expect(screen.getAllByRole('link', { name: /start earning/i })[0]).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Advertise with Cliq' })).toHaveAttribute('href', '/advertiser/register');
    expect(screen.getByRole('link', { name: /join as a cliquer/i })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: /create an advertiser account/i })).toHaveAttribute(
      'href',
      '/advertiser/register',
    );
    for (const name of ['For Cliquers', 'For advertisers']) {
      expect(screen.getAllByRole('heading', { name }).length).toBeGreaterThan(0);
    }
    expect(screen.getByRole('heading', { name: 'From sign-up to results in four steps' })).toBeInTheDocument();
    // Testimonials are labelled as illustrative and carry first names only.
    expect(screen.getByText(/Illustrative quotes/)).toBeInTheDocument();
    expect(screen.getAllByText('Illustrative')).toHaveLength(3);
  });

  it('about: says the company was founded in 2023', () => {
    renderPublic(<AboutPage />, { route: '/about' });
    expect(screen.getByText(/Founded in 2023/)).toBeInTheDocument();
  });

  it('services: presents the six services', () => {
    renderPublic(<ServicesPage />, { route: '/services' });
    for (const name of [
      'Social media advertising',
      'Performance marketing',
      'Influencer marketing',
      'Mobile advertising',
      'Global reach',
      'Brand safety',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
  });

  it('terms: minimum age 13, non-refundable fees, account type changes through support only', () => {
    renderPublic(<TermsPage />, { route: '/terms-and-conditions' });
    expect(screen.getByText(/at least 13 years old/)).toBeInTheDocument();
    expect(screen.getByText(/All fees paid to Cliq are non-refundable/)).toBeInTheDocument();
    expect(screen.getByText(/Your account type can be changed only through our support team/)).toBeInTheDocument();
    // The contents list links to every section.
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    for (const link of within(contents).getAllByRole('link')) {
      const id = link.getAttribute('href')?.slice(1) ?? '';
      expect(document.getElementById(id)).not.toBeNull();
    }
  });

  it('contact: the FAQ answers response time, payment methods, account type and e-mail support', async () => {
    renderPublic(<ContactPage />, { route: '/contact' });
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByRole('button', { name: 'Send message' }, { timeout: 10_000 })).toBeInTheDocument();
    const questions = [
      ['How quickly will support get back to me?', /within 24-48 business hours/],
      ['Which payment methods do you accept?', /PayPal, bank transfers and credit cards/],
      ['Can I change my account type?', /only through our support team/],
      ['How do I contact support?', /Support is by e-mail/],
    ] as const;
    // Each question is a heading inside its entry's <summary>, so the FAQ can be browsed by heading.
    const entryOf = (question: string) => {
      const heading = screen.getByRole('heading', { level: 3, name: question });
      expect(heading.parentElement?.tagName, question).toBe('SUMMARY');
      return heading.closest('details') as HTMLDetailsElement;
    };
    for (const [question, answer] of questions) {
      const entry = entryOf(question);
      expect(entry.open, question).toBe(false);
      expect(within(entry).getByText(answer)).not.toBeVisible();
      await user.click(within(entry).getByRole('heading', { level: 3 }));
      expect(entry.open, question).toBe(true);
      expect(within(entry).getByText(answer)).toBeVisible();
    }
    const faqMail = within(entryOf('How do I contact support?')).getByRole('link', { name: SUPPORT_EMAIL });
    expect(faqMail).toHaveAttribute('href', `mailto:${SUPPORT_EMAIL}`);
  });

  it("contact: the 24-48 hour answer time is the support e-mail's, and nothing promises a reply to the form", async () => {
    const { container } = renderPublic(<ContactPage />, { route: '/contact' });
    expect(await screen.findByRole('button', { name: 'Send message' }, { timeout: 10_000 })).toBeInTheDocument();
    await screen.findByRole('heading', { level: 3, name: 'How do I contact support?' });
    // The sentences of the page, each element's own text (the FAQ's answers too, open or not).
    const sentences = [...container.querySelectorAll('*')].flatMap((element) =>
      [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent)
        .join('')
        .split(/(?<=[.!?])\s+/),
    );
    const claims = sentences.filter((sentence) => sentence.includes('24-48 business hours'));
    expect(claims).toHaveLength(3);
    for (const claim of claims) expect(claim, claim).toMatch(/\be-mails?\b/);
    const replyToForm = sentences.filter(
      (sentence) => /\b(repl|answer|respond|get back|in touch)/i.test(sentence) && /\b(form|message)\b/i.test(sentence),
    );
    expect(replyToForm).toEqual([]);
  });
});
