/**
 * /advertiser/dashboard/ticket: support is by e-mail (spec point 1). The page opens a pre-addressed mail and
 * says what to include so support can answer at the first reply.
 */
import { Button, HStack, Link as ChakraLink, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import FiClock from '~icons/feather/clock';
import FiMail from '~icons/feather/mail';
import { Link } from 'react-router-dom';
import { useGetAdvertiserProfile } from '@generated/hooks/advertiser/advertiser';
import { DashboardPage } from '@/components/layout/DashboardLayout';
import { SupportEmailLink } from '@/components/SupportEmailLink';
import { COMPANY, PRODUCT_NAME, SUPPORT_EMAIL } from '@/config/constants';
import { paths } from '@/config/paths';
import { SectionCard } from '../components/Sample';

/** A mailto: link to support with a subject and, when known, the account's username. */
export function supportMailto(username?: string): string {
  const subject = `${PRODUCT_NAME} advertiser support${username ? ` (${username})` : ''}`;
  const body = [
    `Account username: ${username ?? ''}`,
    'Task key or transaction id (if any): ',
    '',
    'What happened:',
    '',
  ].join('\n');
  return `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

export function AdvertiserTicketPage() {
  const profile = useGetAdvertiserProfile();
  const username = profile.data?.data.user?.username;

  return (
    <DashboardPage title="Ticket" description={`Contact ${PRODUCT_NAME} support about your tasks and payments.`}>
      <Text fontSize="lg" color="fg.muted" mt="-2" maxW="3xl">
        Questions about a task, a payment or your account? Send our support team an e-mail and we will get back to you.
      </Text>

      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" alignItems="start">
        <SectionCard title="Send us a mail">
          <Text>
            Write to <SupportEmailLink fontWeight="semibold" />. The button below opens your mail app with the address,
            a subject and the details we need already filled in.
          </Text>
          <HStack gap="2" color="fg.muted" fontSize="sm">
            <FiClock aria-hidden="true" />
            <Text>We answer within {COMPANY.supportResponse}.</Text>
          </HStack>
          <Button asChild colorPalette="brand" alignSelf="flex-start">
            <a href={supportMailto(username)}>
              <FiMail aria-hidden="true" />
              Email support
            </a>
          </Button>
        </SectionCard>

        <SectionCard title="What to include">
          <List.Root as="ul" gap="2" ps="5">
            <List.Item>Your account username{username ? ` (${username})` : ''}.</List.Item>
            <List.Item>
              The task key or transaction id, for a question about a task or a payment. The transaction id is at the end
              of your payment page’s address.
            </List.Item>
            <List.Item>What you expected, and what happened instead.</List.Item>
            <List.Item>A screenshot of any error message.</List.Item>
          </List.Root>
          <Stack gap="1" fontSize="sm" color="fg.muted">
            <Text>
              Looking for how tasks, pricing and reviews work? See{' '}
              <ChakraLink asChild color="brand.fg" fontWeight="semibold">
                <Link to={paths.advertiser.dashboard.learn.href()}>Learn</Link>
              </ChakraLink>
              .
            </Text>
            <Text>Changes to your account type can only be made by support.</Text>
          </Stack>
        </SectionCard>
      </SimpleGrid>
    </DashboardPage>
  );
}
