/**
 * Learn: how tasks, engagement and completion work, and the rules, from what the product really does. Rank
 * thresholds and point values are set by the server, so none are quoted here.
 */
import { Accordion, Box, Button, Card, Heading, HStack, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { IconType } from '@/components/icon';
import FiAward from '~icons/feather/award';
import FiCheckCircle from '~icons/feather/check-circle';
import FiCreditCard from '~icons/feather/credit-card';
import FiExternalLink from '~icons/feather/external-link';
import FiUsers from '~icons/feather/users';
import { Link } from 'react-router-dom';
import { IconBadge } from '@/components/dashboard/IconBadge';
import { DashboardPage } from '@/components/layout/DashboardLayout';
import { SUPPORT_EMAIL } from '@/config/constants';
import { paths } from '@/config/paths';

const STEPS: { title: string; text: string; icon: IconType }[] = [
  {
    title: 'Pick a task',
    text: 'Each task card shows the platform, what to do (follow, like or comment), the account, its points and a caption.',
    icon: FiCheckCircle,
  },
  {
    title: 'Go to platform',
    text: 'Press Go to platform. We record that you engaged the task and open its link in a new tab.',
    icon: FiExternalLink,
  },
  {
    title: 'Do it, then mark it as completed',
    text: 'Follow, like or comment as asked, come back and press Mark as completed. Once we confirm it, the points are added.',
    icon: FiAward,
  },
];

const FAQ: { question: string; answer: string }[] = [
  {
    question: 'Why does it say “Kindly perform task before marking as completed”?',
    answer:
      'A task has to be engaged first: press Go to platform, do what the task asks, and only then mark it as completed.',
  },
  {
    question: 'What does “Engagement quota met” mean?',
    answer:
      'You have engaged as many tasks as you can for now. Wait a while or pick other tasks; the limit is set by the server.',
  },
  {
    question: 'My task was not accepted. What now?',
    answer:
      'Check that you really followed, liked or commented, then try again. If the message shows an error code, send a screenshot to support quoting the task key and the code.',
  },
  {
    question: 'How are ranks decided?',
    answer:
      'Your rank grows with the points you earn. Your current rank, your next rank and your progress towards it are on the overview and your profile.',
  },
  {
    question: 'How do I withdraw?',
    answer:
      'Add a payment method in your profile, then press Withdraw on the overview, enter the points and confirm that your payment info is correct.',
  },
];

const RULES = [
  'Use your own accounts and really perform each task: follow, like or comment as asked.',
  'Engage a task with Go to platform before marking it as completed.',
  'Keep your payment details up to date so withdrawals reach you.',
  'Points, ranks and limits are decided by the server; what the dashboard shows comes from it.',
];

export function LearnPage() {
  return (
    <DashboardPage
      title="Learn"
      lead="How tasks, engagement and completion work, and the rules that keep rewards fair."
    >
      <Stack as="section" aria-labelledby="learn-how" gap="4">
        <Heading as="h2" size="lg" id="learn-how">
          How a task works
        </Heading>
        <SimpleGrid as="ol" listStyleType="none" columns={{ base: 1, md: 3 }} gap="4">
          {STEPS.map(({ title, text, icon }, index) => (
            <Card.Root as="li" key={title} variant="outline" bg="bg" borderRadius="l3">
              <Card.Body gap="3">
                <HStack gap="3">
                  <IconBadge icon={icon} />
                  <Text fontSize="sm" fontWeight="semibold" color="fg.muted">
                    Step {index + 1}
                  </Text>
                </HStack>
                <Heading as="h3" size="md">
                  {title}
                </Heading>
                <Text color="fg.muted" fontSize="sm">
                  {text}
                </Text>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
        <Box>
          <Button asChild colorPalette="brand">
            <Link to={paths.dashboard.tasks.href()}>Browse tasks</Link>
          </Button>
        </Box>
      </Stack>

      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" alignItems="start">
        <Card.Root as="section" aria-labelledby="learn-rules" variant="outline" bg="bg" borderRadius="l3">
          <Card.Body gap="3">
            <HStack gap="2">
              <FiUsers aria-hidden="true" />
              <Heading as="h2" size="md" id="learn-rules">
                Platform rules
              </Heading>
            </HStack>
            <List.Root gap="2" ps="5">
              {RULES.map((rule) => (
                <List.Item key={rule}>{rule}</List.Item>
              ))}
            </List.Root>
          </Card.Body>
        </Card.Root>

        <Card.Root as="section" aria-labelledby="learn-points" variant="outline" bg="bg" borderRadius="l3">
          <Card.Body gap="3">
            <HStack gap="2">
              <FiCreditCard aria-hidden="true" />
              <Heading as="h2" size="md" id="learn-points">
                Points, ranks and withdrawals
              </Heading>
            </HStack>
            <Text color="fg.muted">
              Each task shows the points it is worth. Completed tasks add to your overall points, which decide your
              rank; the overview shows your rank, your next one and how far along you are. Invite friends with the
              referral link on your profile. Withdraw points to your payment method from the overview.
            </Text>
          </Card.Body>
        </Card.Root>
      </SimpleGrid>

      <Stack as="section" aria-labelledby="learn-faq" gap="3">
        <Heading as="h2" size="lg" id="learn-faq">
          Common questions
        </Heading>
        <Accordion.Root collapsible variant="enclosed" bg="bg" borderRadius="l3">
          {FAQ.map(({ question, answer }) => (
            <Accordion.Item key={question} value={question}>
              <Accordion.ItemTrigger fontWeight="medium">
                <Box flex="1" textAlign="start">
                  {question}
                </Box>
                <Accordion.ItemIndicator />
              </Accordion.ItemTrigger>
              <Accordion.ItemContent>
                <Accordion.ItemBody color="fg.muted">{answer}</Accordion.ItemBody>
              </Accordion.ItemContent>
            </Accordion.Item>
          ))}
        </Accordion.Root>
        <Text fontSize="sm" color="fg.muted">
          Still stuck? Write to {SUPPORT_EMAIL} or open a{' '}
          <Link to={paths.dashboard.ticket.href()} style={{ textDecoration: 'underline' }}>
            ticket
          </Link>
          .
        </Text>
      </Stack>
    </DashboardPage>
  );
}
