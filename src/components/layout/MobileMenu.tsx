/**
 * The phone menu: a toggle opens a drawer listing the site's pages and, in a separate group, Login and
 * Register; social links sit at its bottom. Escape or the close icon closes it and focus returns to the toggle.
 */
import { Box, CloseButton, Drawer, IconButton, Link as ChakraLink, Portal, Separator, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FiMenu } from 'react-icons/fi';
import { NavLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { SocialLinks } from './SocialLinks';

const PAGES = [
  { label: 'Home', to: paths.home.href() },
  { label: 'About', to: paths.about.href() },
  { label: 'Services', to: paths.services.href() },
  { label: 'Contact us', to: paths.contact.href() },
  { label: 'Terms and Conditions', to: paths.terms.href() },
  { label: 'Privacy Policy', to: paths.privacy.href() },
] as const;

const ACCOUNT = [
  { label: 'Login', to: paths.login.href() },
  { label: 'Register', to: paths.register.href() },
] as const;

function MenuLinks({ items, label, onNavigate }: { items: readonly { label: string; to: string }[]; label: string; onNavigate: () => void }) {
  return (
    <Stack as="ul" listStyleType="none" gap="1" aria-label={label}>
      {items.map((item) => (
        <li key={item.to}>
          <ChakraLink
            asChild
            display="block"
            py="2.5"
            px="3"
            borderRadius="l2"
            fontWeight="medium"
            _hover={{ bg: 'brand.subtle', textDecoration: 'none' }}
            css={{ '&[aria-current=page]': { color: 'var(--chakra-colors-brand-fg)' } }}
          >
            <NavLink to={item.to} end onClick={onNavigate}>
              {item.label}
            </NavLink>
          </ChakraLink>
        </li>
      ))}
    </Stack>
  );
}

export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <Drawer.Root open={open} onOpenChange={(details) => setOpen(details.open)} placement="end" lazyMount>
      <Drawer.Trigger asChild>
        <IconButton aria-label="Open menu" variant="ghost" display={{ base: 'inline-flex', md: 'none' }}>
          <FiMenu aria-hidden="true" />
        </IconButton>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>Menu</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body as="nav" aria-label="Mobile">
              <MenuLinks items={PAGES} label="Pages" onNavigate={close} />
              <Separator my="4" />
              <Text fontSize="xs" fontWeight="semibold" textTransform="uppercase" color="fg.muted" px="3" mb="1">
                Account
              </Text>
              <MenuLinks items={ACCOUNT} label="Account" onNavigate={close} />
            </Drawer.Body>
            <Drawer.Footer justifyContent="flex-start">
              <Box>
                <SocialLinks />
              </Box>
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton aria-label="Close menu" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
