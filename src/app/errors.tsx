/**
 * What shows when a route fails to render or to load, and the top-level 'Page not found'.
 *
 * Two depths (see docs/architecture.md):
 *   PageError       the error element of every page route: it renders inside the area's shell (the layout's
 *                   Outlet), so the sidebar and header stay, with "Try again" and a link back to the area's start.
 *   RouteErrorPage  the last resort, on the root and on each area's guard: when the shell itself cannot be shown.
 */
import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Link, isRouteErrorResponse, useLocation, useNavigate, useNavigation, useRouteError } from 'react-router-dom';
import { PageMeta } from '@/components/PageMeta';
import { paths } from '@/config/paths';
import { reportCaughtSoon } from '@/api/report-soon';
import { isChunkLoadError } from './lazy-route';

/**
 * A page that failed to download or threw while rendering. "Try again" navigates to the same location (replacing
 * it): the route's loader runs again, so a failed download is imported again (lazy-route.tsx), and React Router
 * resets the route's error boundary on a new location, so a render error is rendered again.
 */
export function PageError({ homeHref, homeLabel }: { homeHref: string; homeLabel: string }) {
  const error = useRouteError();
  const location = useLocation();
  const navigate = useNavigate();
  const busy = useNavigation().state !== 'idle';
  const download = isChunkLoadError(error);
  useEffect(() => reportCaughtSoon(error, 'page'), [error]);
  const title = download ? 'This page could not be loaded' : 'This page could not be shown';
  const message = download
    ? 'A part of the app could not be downloaded. Check your internet connection and try again.'
    : 'Something went wrong while showing this page. Try again; if it keeps happening, please contact support.';
  return (
    <Container maxW="lg" py={{ base: '8', md: '16' }}>
      <PageMeta title={title} description={message} />
      <Stack gap="4" textAlign="center" align="center">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        <Text color="fg.muted" role="alert">
          {message}
        </Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          <Button
            colorPalette="brand"
            loading={busy}
            loadingText="Trying again"
            onClick={() => void navigate(location, { replace: true, state: location.state as unknown })}
          >
            Try again
          </Button>
          <Button asChild variant="outline">
            <Link to={homeHref}>{homeLabel}</Link>
          </Button>
        </Stack>
      </Stack>
    </Container>
  );
}

export function RouteErrorPage() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  useEffect(() => {
    if (!notFound) reportCaughtSoon(error, 'root');
  }, [error, notFound]);
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
