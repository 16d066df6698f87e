/**
 * The wizard's two way-outs (spec point 2): 'Click to continue' (resume an unfinished registration by e-mail)
 * and 'New user? Register' (log out and start again at phase 1).
 */
import { Button, Flex, Text } from '@chakra-ui/react';
import FiRefreshCw from '~icons/feather/refresh-cw';
import FiUserPlus from '~icons/feather/user-plus';

export function ResumeBar({
  onContinue,
  onStartOver,
  startingOver,
}: {
  onContinue: () => void;
  onStartOver: () => void;
  startingOver: boolean;
}) {
  return (
    <Flex
      wrap="wrap"
      align="center"
      justify={{ base: 'flex-start', md: 'space-between' }}
      gap={{ base: '2', md: '4' }}
      fontSize="sm"
    >
      <Flex align="center" gap="1" wrap="wrap">
        <Text color="fg.muted">Already started registering?</Text>
        <Button variant="plain" size="sm" colorPalette="brand" color="brand.fg" px="1" onClick={onContinue}>
          <FiRefreshCw aria-hidden="true" />
          Click to continue
        </Button>
      </Flex>
      <Button
        variant="plain"
        size="sm"
        colorPalette="brand"
        color="brand.fg"
        px="1"
        onClick={onStartOver}
        loading={startingOver}
        loadingText="Logging out…"
      >
        <FiUserPlus aria-hidden="true" />
        New user? Register
      </Button>
    </Flex>
  );
}
