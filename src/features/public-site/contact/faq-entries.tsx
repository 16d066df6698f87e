/**
 * The contact page's frequently asked questions. The first four carry the claims of spec point 1: support answers
 * e-mails within 24-48 business hours, the payment methods, account type changes through support only, and e-mail
 * support.
 */
import type { ReactNode } from 'react';
import { SupportEmailLink } from '@/components/SupportEmailLink';
import { COMPANY, LIMITS, PRODUCT_NAME } from '@/config/constants';

export interface FaqItem {
  id: string;
  question: string;
  answer: ReactNode;
}

export const FAQ_ITEMS: readonly FaqItem[] = [
  {
    id: 'response-time',
    question: 'How quickly will support get back to me?',
    answer: `Our support team answers e-mails within ${COMPANY.supportResponse}, at the address you wrote from.`,
  },
  {
    id: 'payment-methods',
    question: 'Which payment methods do you accept?',
    answer: 'We accept PayPal, bank transfers and credit cards.',
  },
  {
    id: 'account-type',
    question: 'Can I change my account type?',
    answer: (
      <>
        Yes, but only through our support team: a Cliquer account cannot be switched to an advertiser account (or the
        other way round) from the dashboard. E-mail <SupportEmailLink fontWeight="medium" textDecoration="underline" />{' '}
        from the address on your account and tell us which account type you need.
      </>
    ),
  },
  {
    id: 'contact-support',
    question: 'How do I contact support?',
    answer: (
      <>
        Support is by e-mail: write to <SupportEmailLink fontWeight="medium" textDecoration="underline" />. Include your
        username and as much detail as you can, so we can help on the first reply.
      </>
    ),
  },
  {
    id: 'task-review',
    question: 'Why is my uploaded task not live yet?',
    answer: `Every task an advertiser uploads is reviewed by our team before it is published to Cliquers. Once it passes review it goes live, and you can follow its progress from your advertiser dashboard.`,
  },
  {
    id: 'who-can-join',
    question: `Who can join ${PRODUCT_NAME}?`,
    answer: `Anyone aged ${LIMITS.minimumAge} or older who agrees to our Terms and Conditions can register as a Cliquer, and any business or creator can register as an advertiser.`,
  },
];
