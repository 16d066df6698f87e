import { Box, Container, Flex, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { COMPANY, PRODUCT_NAME, SUPPORT_EMAIL } from '@/config/constants';
import { paths } from '@/config/paths';
import { SocialLinks } from './SocialLinks';

export function SiteFooter() {
  return (
    <Box as="footer" borderTopWidth="1px" bg="bg.subtle" mt="16">
      <Container maxW="6xl" py="10">
        <Flex direction={{ base: 'column', md: 'row' }} justify="space-between" gap="8">
          <Stack gap="2" maxW="sm">
            <Text fontWeight="extrabold" fontSize="lg" color="brand.fg">
              {PRODUCT_NAME}
            </Text>
            <Text color="fg.muted" fontSize="sm">
              The social engagement marketplace connecting brands with real people since {COMPANY.founded}.
            </Text>
            <SocialLinks size="sm" />
          </Stack>
          <Stack as="nav" aria-label="Legal" gap="2" fontSize="sm">
            <ChakraLink asChild color="fg.muted">
              <Link to={paths.terms.href()}>Terms and Conditions</Link>
            </ChakraLink>
            <ChakraLink asChild color="fg.muted">
              <Link to={paths.privacy.href()}>Privacy Policy</Link>
            </ChakraLink>
            <ChakraLink asChild color="fg.muted">
              <Link to={paths.contact.href()}>Contact us</Link>
            </ChakraLink>
            <ChakraLink href={`mailto:${SUPPORT_EMAIL}`} color="fg.muted">
              {SUPPORT_EMAIL}
            </ChakraLink>
          </Stack>
        </Flex>
        <Text mt="8" fontSize="xs" color="fg.muted">
          © {new Date().getFullYear()} {PRODUCT_NAME}. All rights reserved.
        </Text>
      </Container>
    </Box>
  );
}
