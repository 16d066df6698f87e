/** The frame of every page outside the three dashboards: the public site, login and registration pages. */
import { Box, Flex, SkipNavContent, SkipNavLink } from '@chakra-ui/react';
import { Outlet } from 'react-router-dom';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

export function PublicLayout() {
  return (
    <Flex direction="column" minH="100dvh">
      <SkipNavLink>Skip to content</SkipNavLink>
      <SiteHeader />
      {/* Chakra writes outline: 0 as a style attribute, which the CSP refuses in prerendered markup: a class here. */}
      <SkipNavContent style={undefined} outline="0" />
      <Box as="main" flex="1">
        <Outlet />
      </Box>
      <SiteFooter />
    </Flex>
  );
}
