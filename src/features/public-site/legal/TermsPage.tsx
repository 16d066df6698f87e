/**
 * /terms-and-conditions. Spec point 1 fixes three terms: a minimum age of 13, fees are non-refundable, and the
 * account type can be changed only through support.
 */
import { Text } from '@chakra-ui/react';
import { COMPANY, LIMITS, PRODUCT_NAME } from '@/config/constants';
import { paths } from '@/config/paths';
import { LegalDocument, LegalLink, LegalMail, type LegalSection } from './LegalDocument';

const SECTIONS: readonly LegalSection[] = [
  {
    id: 'agreement',
    title: 'About these terms',
    body: (
      <>
        <Text>
          These terms govern your use of {PRODUCT_NAME}, a marketplace where users (Cliquers) complete social media
          tasks for points and advertisers pay to have those tasks published. By creating an account or using the site
          you agree to them. If you do not agree, please do not use {PRODUCT_NAME}.
        </Text>
        <Text>
          How we handle your personal information is described in our{' '}
          <LegalLink to={paths.privacy.href()}>Privacy Policy</LegalLink>.
        </Text>
      </>
    ),
  },
  {
    id: 'eligibility',
    title: 'Who can use Cliq',
    body: (
      <>
        <Text>
          You must be at least {LIMITS.minimumAge} years old to create an account or use {PRODUCT_NAME}. If the law
          where you live sets a higher age for agreeing to these terms, you need the permission of a parent or guardian.
        </Text>
        <Text>
          The information you give us when you register, including your name, e-mail address and social media handles,
          must be accurate and your own.
        </Text>
      </>
    ),
  },
  {
    id: 'accounts',
    title: 'Your account',
    body: (
      <ul>
        <li>
          There are two account types: Cliquer accounts, for completing tasks, and advertiser accounts, for uploading
          them.
        </li>
        <li>
          Your account type can be changed only through our support team. Write to <LegalMail /> from the e-mail address
          on your account.
        </li>
        <li>Keep your password private. You are responsible for everything done through your account.</li>
        <li>Tell us straight away if you think someone else has used your account.</li>
      </ul>
    ),
  },
  {
    id: 'cliquers',
    title: 'Tasks, points and ranks',
    body: (
      <ul>
        <li>Tasks ask you to follow, like or comment on Instagram, Facebook, YouTube, X or TikTok.</li>
        <li>
          Complete each task genuinely, with your own social media account. Points are added to your balance once we
          confirm that a task was completed.
        </li>
        <li>Ranks reflect the points you have earned. Your rank is shown in your dashboard.</li>
        <li>
          Points can be withdrawn to the payment method on your profile. Points have no cash value until a withdrawal is
          paid, and cannot be transferred to another account.
        </li>
        <li>Referral links are personal. Do not use them to create accounts for yourself or to send spam.</li>
      </ul>
    ),
  },
  {
    id: 'advertisers',
    title: 'Advertisers and campaigns',
    body: (
      <ul>
        <li>
          Advertisers upload tasks with a description, a target count and the niches to reach. Every task is reviewed
          before it is published, and we may decline a task that breaks these terms, the rules of the platform it runs
          on, or the law.
        </li>
        <li>You must own, or be allowed to promote, the accounts and content you upload.</li>
        <li>
          Performance figures in your dashboard describe engagement on your tasks; they are not a promise of results.
        </li>
      </ul>
    ),
  },
  {
    id: 'fees',
    title: 'Fees and payments',
    body: (
      <>
        <Text>Payments are processed by our card and bank payment provider. Prices are shown before you pay.</Text>
        <Text fontWeight="semibold" color="fg">
          All fees paid to {PRODUCT_NAME} are non-refundable.
        </Text>
      </>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <>
        <Text>You agree not to:</Text>
        <ul>
          <li>use bots, scripts or fake accounts, or hold more than one account of the same type;</li>
          <li>claim a task is complete when it is not, or undo an engagement after you were rewarded for it;</li>
          <li>upload tasks that are misleading, hateful, sexual, violent or otherwise unlawful;</li>
          <li>interfere with the site, or try to access accounts or data that are not yours.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'platforms',
    title: 'Social media platforms',
    body: (
      <Text>
        {PRODUCT_NAME} is not affiliated with, endorsed by or sponsored by Instagram, Facebook, YouTube, X or TikTok.
        When you complete or promote a task on one of them, you must also follow that platform&apos;s own terms.
      </Text>
    ),
  },
  {
    id: 'termination',
    title: 'Suspension and closure',
    body: (
      <Text>
        We may suspend or close an account that breaks these terms, and withhold points earned by breaking them. You can
        ask us to close your account at any time by writing to <LegalMail />.
      </Text>
    ),
  },
  {
    id: 'liability',
    title: 'Our responsibility',
    body: (
      <Text>
        We work to keep {PRODUCT_NAME} available and accurate, but the service is provided as it is. To the extent the
        law allows, we are not responsible for losses caused by the social media platforms, by payment providers or by
        events outside our reasonable control.
      </Text>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <Text>
        We may update these terms as {PRODUCT_NAME} grows. When the changes are significant we will tell you by e-mail
        or in your dashboard before they take effect. Using {PRODUCT_NAME} after that means you accept the new terms.
      </Text>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <Text>
        Questions about these terms? Write to <LegalMail />. We answer within {COMPANY.supportResponse}.
      </Text>
    ),
  },
];

export function TermsPage() {
  return (
    <LegalDocument
      title="Terms and Conditions"
      description={`The terms for using ${PRODUCT_NAME}: a minimum age of ${LIMITS.minimumAge}, non-refundable fees, account type changes through support, and the rules for tasks and campaigns.`}
      lead={`Please read these terms before you use ${PRODUCT_NAME}. They apply to Cliquers and advertisers alike.`}
      sections={SECTIONS}
    />
  );
}
