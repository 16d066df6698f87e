/**
 * /advertiser/dashboard/learn: a short guide to running tasks on Cliq (how a task goes live, what it costs,
 * what makes a good task, what payment statuses mean) and answers to common questions.
 */
import { Accordion, Badge, Heading, HStack, Link as ChakraLink, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { DashboardPage } from '@/components/layout/DashboardLayout';
import { COMPANY, LIMITS, PRODUCT_NAME } from '@/config/constants';
import { paths } from '@/config/paths';
import { formatMoney } from '@/lib/format';
import { SectionCard } from '../components/Sample';
import { IMAGE_MAX_BYTES } from '../task-upload/schema';

const STEPS: readonly { title: string; text: string }[] = [
  {
    title: 'Upload',
    text: 'Describe the task: the account to engage with, a caption, the task type, the link, an image, your niches and how many engagements you want.',
  },
  { title: 'Pay', text: 'A secure payment page opens after the upload. Pay by card or bank transfer.' },
  {
    title: 'Review',
    text: 'Uploaded tasks are reviewed before they are published.',
  },
  { title: 'Go live', text: 'Once published, your task is one Cliquers can complete for points.' },
];

const FAQ: readonly { question: string; answer: ReactNode }[] = [
  {
    question: 'How is the cost of a task worked out?',
    answer: (
      <>
        The task type’s price per engagement times your target count. For example, 200 follows at{' '}
        {formatMoney(0.5, 'USD')} each cost {formatMoney(100, 'USD')}. The task upload form shows the cost as you
        type.
      </>
    ),
  },
  {
    question: 'Which niches should I choose?',
    answer: `Pick the interests your audience shares, from 1 up to ${LIMITS.nicheCap}. Cliquers choose their niches when they register.`,
  },
  {
    question: 'My payment page did not open. What now?',
    answer:
      'Your browser may have blocked the new tab. The upload page keeps a link to the payment page after a successful upload: open it from there.',
  },
  {
    question: 'Can I change my account details or account type?',
    answer: `Contact support from the Ticket page. Account type changes are only made by support, and we answer within ${COMPANY.supportResponse}.`,
  },
];

const STATUSES: readonly { label: string; color: string; text: string }[] = [
  { label: 'Initiated', color: 'orange', text: 'The payment has started. The transaction page checks again every 10 seconds.' },
  { label: 'Completed', color: 'green', text: 'The payment went through.' },
  { label: 'Failed', color: 'red', text: 'The payment did not go through. Upload the task again to get a new payment page.' },
];

export function AdvertiserLearnPage() {
  return (
    <DashboardPage title="Learn" description={`How advertising on ${PRODUCT_NAME} works: tasks, pricing, reviews and payments.`}>
      <Text fontSize="lg" color="fg.muted" mt="-2" maxW="3xl">
        Everything you need to run your first task on {PRODUCT_NAME}, from upload to results.
      </Text>

      <SectionCard title="How a task goes live">
        <List.Root as="ol" listStyleType="none" ps="0" display="grid" gridTemplateColumns={{ base: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(4, 1fr)' }} gap="4">
          {STEPS.map((step, index) => (
            <List.Item key={step.title} display="block" borderWidth="1px" borderRadius="xl" p="4" bg="bg.subtle">
              <HStack gap="3" mb="2">
                <Badge colorPalette="brand" variant="solid" borderRadius="full" px="2.5" aria-hidden="true">
                  {index + 1}
                </Badge>
                <Heading as="h3" size="sm">
                  {step.title}
                </Heading>
              </HStack>
              <Text fontSize="sm" color="fg.muted">
                {step.text}
              </Text>
            </List.Item>
          ))}
        </List.Root>
      </SectionCard>

      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" alignItems="start">
        <SectionCard title="Make a task that performs">
          <List.Root as="ul" gap="2" ps="5">
            <List.Item>Write a short, clear caption that says what you want Cliquers to do.</List.Item>
            <List.Item>Link straight to the post, profile or video to engage with.</List.Item>
            <List.Item>
              Use a sharp image: PNG, JPEG, WebP or GIF, up to {IMAGE_MAX_BYTES / (1024 * 1024)} MB.
            </List.Item>
            <List.Item>Choose a realistic target count: large targets take longer to reach.</List.Item>
          </List.Root>
          <ChakraLink asChild color="brand.fg" fontWeight="semibold" alignSelf="flex-start">
            <Link to={paths.advertiser.dashboard.taskUpload.href()}>Upload a task</Link>
          </ChakraLink>
        </SectionCard>

        <SectionCard title="Payment statuses">
          <Stack as="dl" gap="3">
            {STATUSES.map((status) => (
              <Stack key={status.label} gap="1">
                <dt>
                  <Badge colorPalette={status.color} variant="subtle">
                    {status.label}
                  </Badge>
                </dt>
                <Text as="dd" fontSize="sm" color="fg.muted">
                  {status.text}
                </Text>
              </Stack>
            ))}
          </Stack>
          <Text fontSize="sm" color="fg.muted">
            Any other status means the payment provider is still processing it.
          </Text>
        </SectionCard>
      </SimpleGrid>

      <SectionCard title="Frequently asked questions">
        <Accordion.Root collapsible variant="enclosed">
          {FAQ.map((item, index) => (
            <Accordion.Item key={item.question} value={String(index)}>
              <Accordion.ItemTrigger>
                <Text as="span" flex="1" fontWeight="semibold" textAlign="start">
                  {item.question}
                </Text>
                <Accordion.ItemIndicator />
              </Accordion.ItemTrigger>
              <Accordion.ItemContent>
                <Accordion.ItemBody color="fg.muted">{item.answer}</Accordion.ItemBody>
              </Accordion.ItemContent>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      </SectionCard>
    </DashboardPage>
  );
}
