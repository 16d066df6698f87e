/**
 * The landing hero's picture: a stylised Cliquer dashboard (tasks across platforms, rank progress) with two
 * floating notes. Built from boxes and icons rather than an image file, so it is sharp at any density, costs no
 * request and cannot shift the layout. Purely decorative: hidden from assistive technology, and it says no numbers.
 */
import { Box, Circle, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import type { IconType } from '@/components/icon';
import FaInstagram from '~icons/fa6-brands/instagram';
import FaTiktok from '~icons/fa6-brands/tiktok';
import FaYoutube from '~icons/fa6-brands/youtube';
import FiCheck from '~icons/feather/check';
import FiShield from '~icons/feather/shield';
import FiStar from '~icons/feather/star';

interface SampleTask {
  icon: IconType;
  colour: string;
  action: string;
  detail: string;
  done: boolean;
}

const TASKS: readonly SampleTask[] = [
  { icon: FaInstagram, colour: '#c13584', action: 'Follow @urbanbrew', detail: 'Instagram · Follow', done: true },
  { icon: FaTiktok, colour: '#111111', action: 'Like the new drop', detail: 'TikTok · Like', done: true },
  { icon: FaYoutube, colour: '#cc0000', action: 'Comment on the review', detail: 'YouTube · Comment', done: false },
];

function FloatingNote({
  icon: Icon,
  title,
  text,
  tone,
}: {
  icon: IconType;
  title: string;
  text: string;
  tone: string;
}) {
  return (
    <HStack gap="3" bg="bg" borderRadius="2xl" borderWidth="1px" boxShadow="lg" px="4" py="3">
      <Circle size="9" bg={`${tone}.100`} color={`${tone}.700`}>
        <Icon />
      </Circle>
      <Box>
        <Text fontSize="sm" fontWeight="semibold" lineHeight="short">
          {title}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {text}
        </Text>
      </Box>
    </HStack>
  );
}

export function HeroIllustration() {
  return (
    <Box
      aria-hidden="true"
      position="relative"
      w="full"
      maxW="26rem"
      mx="auto"
      px={{ base: '2', md: '6' }}
      pt="12"
      pb="10"
    >
      <Box bg="bg" borderRadius="3xl" borderWidth="1px" boxShadow="2xl" p={{ base: '4', md: '5' }}>
        <Flex justify="space-between" align="center" mb="4">
          <Box>
            <Text fontSize="xs" color="fg.muted">
              Welcome back, Tolu
            </Text>
            <Text fontWeight="bold">Available tasks</Text>
          </Box>
          <Circle size="9" bg="brand.100" color="brand.800" fontSize="sm" fontWeight="bold">
            T
          </Circle>
        </Flex>

        <Box
          borderRadius="2xl"
          bgGradient="to-br"
          gradientFrom="brand.700"
          gradientTo="brand.900"
          color="white"
          p="4"
          mb="4"
        >
          <Flex justify="space-between" align="center" mb="3">
            <Box>
              <Text fontSize="xs" color="brand.100">
                Your rank
              </Text>
              <HStack gap="1.5" fontWeight="bold">
                <FiStar />
                <Text>Climbing</Text>
              </HStack>
            </Box>
            <Text fontSize="xs" color="brand.100">
              Next rank ahead
            </Text>
          </Flex>
          <Box h="2" borderRadius="full" bg="whiteAlpha.300">
            <Box h="full" w="68%" borderRadius="full" bg="white" />
          </Box>
        </Box>

        <Stack gap="2.5">
          {TASKS.map((task) => {
            const Icon = task.icon;
            return (
              <Flex key={task.action} align="center" gap="3" borderWidth="1px" borderRadius="xl" p="3">
                <Circle size="9" bg={task.colour} color="white" flexShrink={0}>
                  <Icon />
                </Circle>
                <Box flex="1" minW="0">
                  <Text fontSize="sm" fontWeight="semibold" truncate>
                    {task.action}
                  </Text>
                  <Text fontSize="xs" color="fg.muted">
                    {task.detail}
                  </Text>
                </Box>
                {task.done ? (
                  <HStack
                    gap="1"
                    fontSize="xs"
                    fontWeight="semibold"
                    color="green.700"
                    bg="green.100"
                    px="2"
                    py="1"
                    borderRadius="full"
                  >
                    <FiCheck />
                    <Text>Done</Text>
                  </HStack>
                ) : (
                  <Text
                    fontSize="xs"
                    fontWeight="semibold"
                    color="white"
                    bg="brand.solid"
                    px="3"
                    py="1"
                    borderRadius="full"
                  >
                    Go
                  </Text>
                )}
              </Flex>
            );
          })}
        </Stack>
      </Box>

      <Box position="absolute" top="0" left={{ base: '0', md: '-6' }}>
        <FloatingNote icon={FiCheck} title="Task completed" text="Points added to your balance" tone="green" />
      </Box>
      <Box position="absolute" bottom="0" right={{ base: '0', md: '-6' }}>
        <FloatingNote icon={FiShield} title="Reviewed and live" text="Your task is published" tone="brand" />
      </Box>
    </Box>
  );
}
