/** A page inside the dashboard shell (its title, lead and content, with the page's meta) and the shell's Not Found page. */
import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '@/config/constants';
import { PageMeta } from '../../PageMeta';

export function DashboardPage({
  title,
  description,
  lead,
  actions,
  children,
}: {
  title: string;
  description?: string;
  /** A short visible line under the heading. */
  lead?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Stack gap="6" maxW="6xl" mx="auto">
      <PageMeta title={title} description={description ?? `${title} in your ${PRODUCT_NAME} dashboard.`} />
      <Flex align={{ base: 'flex-start', sm: 'center' }} justify="space-between" gap="4" wrap="wrap">
        <Stack gap="1">
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }} letterSpacing="tight">
            {title}
          </Heading>
          {lead ? <Text color="fg.muted">{lead}</Text> : null}
        </Stack>
        {actions}
      </Flex>
      {children}
    </Stack>
  );
}

/** Any unknown segment under a dashboard. */
export function DashboardNotFound({ homeHref }: { homeHref: string }) {
  return (
    <DashboardPage title="Page Not Found" description="This dashboard page does not exist.">
      <Text color="fg.muted">The page you are looking for does not exist or has moved.</Text>
      <Box>
        <Button asChild colorPalette="brand">
          <Link to={homeHref}>Return to Dashboard</Link>
        </Button>
      </Box>
    </DashboardPage>
  );
}
