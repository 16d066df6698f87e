/**
 * /privacy-policy: what Cliq collects (spec point 3's registration, profile and task data), why, who sees it,
 * and how to exercise your rights (through e-mail support).
 */
import { Text } from '@chakra-ui/react';
import { COMPANY, LIMITS, PRODUCT_NAME } from '@/config/constants';
import { paths } from '@/config/paths';
import { LegalDocument, LegalLink, LegalMail, type LegalSection } from './LegalDocument';

const SECTIONS: readonly LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    body: (
      <Text>
        {PRODUCT_NAME} is a social engagement rewards marketplace founded in {COMPANY.founded}. This policy explains
        what personal information we collect from Cliquers, advertisers and visitors, how we use it and the choices you
        have. It applies together with our <LegalLink to={paths.terms.href()}>Terms and Conditions</LegalLink>.
      </Text>
    ),
  },
  {
    id: 'what-we-collect',
    title: 'Information we collect',
    body: (
      <ul>
        <li>
          <strong>Account details:</strong> your name, username, e-mail address, phone number, country and address, and,
          for Cliquers, your age range and gender.
        </li>
        <li>
          <strong>Social media details:</strong> the handles or profile links you add for Instagram, X, TikTok, YouTube
          and Facebook.
        </li>
        <li>
          <strong>Interests:</strong> the niches you choose, so we can show you tasks that suit you.
        </li>
        <li>
          <strong>Payment details:</strong> the method and details you give us for withdrawals. Advertisers&apos; card
          and bank payments are handled by our payment provider; we do not store full card numbers.
        </li>
        <li>
          <strong>Activity:</strong> the tasks you engage with and complete, your points, rank, referrals and
          withdrawals, and, for advertisers, uploaded tasks and transactions.
        </li>
        <li>
          <strong>Messages:</strong> what you write to support.
        </li>
      </ul>
    ),
  },
  {
    id: 'how-we-use-it',
    title: 'How we use it',
    body: (
      <ul>
        <li>to create and secure your account and keep you signed in;</li>
        <li>to match tasks to your interests, confirm completed tasks and credit your points;</li>
        <li>to pay withdrawals and process advertisers&apos; payments;</li>
        <li>to review uploaded tasks and keep the marketplace free of fraud and abuse;</li>
        <li>to answer your messages and tell you about important changes to your account or our terms.</li>
      </ul>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share it with',
    body: (
      <>
        <Text>
          We do not sell your personal information. We share it only as far as needed to run {PRODUCT_NAME}: with
          payment providers to make payments, with service providers who host and operate the site for us, and with
          authorities when the law requires it.
        </Text>
        <Text>
          When you complete a task, your engagement is public on the social media platform itself, as it would be
          anyway. Advertisers see the performance of their tasks, not your account details.
        </Text>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies',
    body: (
      <Text>
        We use a session cookie to keep you signed in and to protect your account. We do not use advertising cookies on{' '}
        {PRODUCT_NAME}.
      </Text>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <Text>
        We keep your information while your account is open. When it is closed we delete it, except for what we must
        keep for legal, tax or fraud-prevention reasons, and only for as long as that requires.
      </Text>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    body: (
      <Text>
        We protect your information with encrypted connections, restricted access and careful handling of passwords. No
        service can be perfectly secure, so please use a strong password that you do not use anywhere else.
      </Text>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    body: (
      <Text>
        You can ask for a copy of your information, have it corrected, or have your account and its data deleted. Some
        details can be edited in your profile; for everything else, write to <LegalMail /> and we will answer within{' '}
        {COMPANY.supportResponse}.
      </Text>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: (
      <Text>
        {PRODUCT_NAME} is not for children under {LIMITS.minimumAge}. We do not knowingly collect information from them,
        and we delete any account we learn belongs to someone younger.
      </Text>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <Text>
        When we change this policy in a significant way, we will tell you by e-mail or in your dashboard before the
        change takes effect.
      </Text>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <Text>
        Questions about your privacy? Write to <LegalMail />.
      </Text>
    ),
  },
];

export function PrivacyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      description={`How ${PRODUCT_NAME} collects, uses and protects the personal information of Cliquers, advertisers and visitors.`}
      lead={`Your privacy matters to us. This policy explains, in plain words, what ${PRODUCT_NAME} collects and why.`}
      sections={SECTIONS}
    />
  );
}
