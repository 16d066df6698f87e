/**
 * Ticket (spec point 2): invites the Cliquer to e-mail support (support is by e-mail, spec point 1), with a
 * prepared subject and what to include so a question can be answered at once.
 */
import { Box, Button, Card, Heading, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import FiMail from '~icons/feather/mail';
import { Link } from 'react-router-dom';
import { useGetUserProfile } from '@generated/hooks/dashboard/dashboard';
import { DashboardPage } from '@/components/layout/DashboardLayout';
import { COMPANY, PRODUCT_NAME, SUPPORT_EMAIL } from '@/config/constants';
import { paths } from '@/config/paths';

/** A mailto: link with a subject naming the account when it is known. */
export function supportMailto(username?: string): string {
  const subject = username ? `${PRODUCT_NAME} support ticket from ${username}` : `${PRODUCT_NAME} support ticket`;
  return `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(subject)}`;
}

export function TicketPage() {
  const profile = useGetUserProfile();
  const reply = profile.data?.data;
  const username = reply?.success ? reply.user?.username : undefined;

  return (
    <DashboardPage title="Ticket" lead="Need help with a task, your points or a withdrawal? Send us an e-mail.">
      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="4" alignItems="start">
        <Card.Root variant="outline" bg="bg" borderRadius="l3" gridColumn={{ lg: 'span 2' }}>
          <Card.Body gap="5">
            <Stack gap="2">
              <Heading as="h2" size="lg">
                Open a ticket by e-mail
              </Heading>
              <Text color="fg.muted">
                Write to <strong>{SUPPORT_EMAIL}</strong> from the e-mail address of your account. We answer within{' '}
                {COMPANY.supportResponse}.
              </Text>
            </Stack>
            <Box>
              <Button asChild colorPalette="brand" size="lg">
                <a href={supportMailto(username)}>
                  <FiMail aria-hidden="true" /> E-mail support
                </a>
              </Button>
            </Box>
          </Card.Body>
        </Card.Root>

        <Card.Root variant="subtle" bg="bg.muted" borderRadius="l3">
          <Card.Body gap="3">
            <Heading as="h2" size="md">
              What to include
            </Heading>
            <List.Root gap="2" ps="5" fontSize="sm">
              <List.Item>Your username{username ? ` (${username})` : ''}.</List.Item>
              <List.Item>The task key and any error code, when it is about a task.</List.Item>
              <List.Item>A screenshot of the message you saw.</List.Item>
              <List.Item>For a withdrawal: the amount and the date you asked for it.</List.Item>
            </List.Root>
            <Text fontSize="sm" color="fg.muted">
              Questions about how tasks work? See{' '}
              <Button asChild variant="plain" size="sm" p="0" h="auto" minW="0" color="brand.fg" textDecoration="underline">
                <Link to={paths.dashboard.learn.href()}>Learn</Link>
              </Button>
              .
            </Text>
          </Card.Body>
        </Card.Root>
      </SimpleGrid>
    </DashboardPage>
  );
}
