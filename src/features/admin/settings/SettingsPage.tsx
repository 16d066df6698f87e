/** Settings: a navigation entry only (spec point 2: its content is not specified). */
import { Card, Text } from '@chakra-ui/react';
import FiSettings from '~icons/feather/settings';
import { DashboardPage } from '@/components/layout/DashboardLayout';

export function SettingsPage() {
  return (
    <DashboardPage title="Settings" description="Admin settings in the Cliq dashboard.">
      <Card.Root variant="outline">
        <Card.Body alignItems="center" textAlign="center" gap="3" py="12">
          <FiSettings aria-hidden="true" width="32" height="32" style={{ color: 'var(--chakra-colors-fg-subtle)' }} />
          <Text fontWeight="semibold" fontSize="lg">
            No settings yet
          </Text>
          <Text color="fg.muted" maxW="md">
            There is nothing to configure here for now. Task types, users and advertisers are managed from their own
            tabs.
          </Text>
        </Card.Body>
      </Card.Root>
    </DashboardPage>
  );
}
