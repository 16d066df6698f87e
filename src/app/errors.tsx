/**
 * What shows when a route fails to render or to load (an error boundary per route tree), and the
 * top-level 'Page not found'.
 */
import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Link, isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { PageMeta } from '@/components/PageMeta';
import { paths } from '@/config/paths';

export function RouteErrorPage() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (notFound) return <NotFoundPage />;
  return (
    <Container maxW="lg" py="20" role="alert">
      <PageMeta title="Something went wrong" description="An unexpected error occurred." />
      <Stack gap="4" textAlign="center" align="center">
        <Heading as="h1" size="2xl">
          Something went wrong
        </Heading>
        <Text color="fg.muted">
          This page could not be shown. Reloading usually helps; if it keeps happening, please contact support.
        </Text>
        <Stack direction="row" gap="3">
          <Button colorPalette="brand" onClick={() => window.location.reload()}>
            Reload the page
          </Button>
          <Button asChild variant="outline">
            <a href={paths.home.href()}>Go to the home page</a>
          </Button>
        </Stack>
      </Stack>
    </Container>
  );
}

export function NotFoundPage() {
  return (
    <Container maxW="lg" py="20">
      <PageMeta title="Page not found" description="The page you are looking for does not exist." />
      <Stack gap="4" textAlign="center" align="center">
        <Heading as="h1" size="2xl">
          Page not found
        </Heading>
        <Text color="fg.muted">The page you are looking for does not exist or has moved.</Text>
        <Button asChild colorPalette="brand">
          <Link to={paths.home.href()}>Back to the home page</Link>
        </Button>
      </Stack>
    </Container>
  );
}
