/**
 * One task (spec point 3): image (or the platform's placeholder), platform, type in its colour, account, points,
 * status and caption, with 'Go to platform' and 'Mark as completed'. Memoised: only cards whose props change
 * re-render when another task is engaged or completed.
 */
import {
  Badge,
  Box,
  Button,
  Card,
  Flex,
  HStack,
  Heading,
  Image,
  Link as ChakraLink,
  Text,
  type ButtonProps,
} from '@chakra-ui/react';
import { memo, useState } from 'react';
import FiCheck from '~icons/feather/check';
import FiExternalLink from '~icons/feather/external-link';
import { PlatformIcon, PlatformPlaceholder } from '@/components/dashboard/platform';
import { formatPoints } from '@/lib/format';
import type { DisplayTask } from '../model';

export interface TaskCardProps {
  task: DisplayTask;
  engaged: boolean;
  busy: 'engage' | 'complete' | null;
  onEngage: (task: DisplayTask) => void;
  onComplete: (task: DisplayTask) => void;
}

/** One of the card's two calls: loading while it runs, and disabled while either runs. */
function ActionButton({
  action,
  busy,
  ...rest
}: ButtonProps & { action: NonNullable<TaskCardProps['busy']>; busy: TaskCardProps['busy'] }) {
  return <Button size="sm" flex="1 1 9rem" loading={busy === action} disabled={busy !== null} {...rest} />;
}

function TaskImage({ task }: { task: DisplayTask }) {
  const [failed, setFailed] = useState(false);
  return (
    <Box position="relative" aspectRatio={16 / 9} bg="bg.muted" overflow="hidden" borderTopRadius="l3">
      {task.bgImage && !failed ? (
        <Image
          src={task.bgImage}
          alt=""
          width={400}
          height={225}
          loading="lazy"
          decoding="async"
          position="absolute"
          inset="0"
          w="full"
          h="full"
          objectFit="cover"
          onError={() => setFailed(true)}
          data-testid="task-image"
        />
      ) : (
        <PlatformPlaceholder platform={task.platform} />
      )}
      <HStack position="absolute" top="3" insetStart="3" insetEnd="3" justify="space-between" gap="2">
        <Badge size="md" bg="blackAlpha.700" color="white" borderRadius="full" px="2.5" gap="1.5">
          <PlatformIcon platform={task.platform} />
          {task.platformName}
        </Badge>
        <Badge
          size="md"
          variant="solid"
          bg={task.status === 'completed' ? 'green.700' : 'white'}
          color={task.status === 'completed' ? 'white' : 'gray.800'}
          borderRadius="full"
          px="2.5"
        >
          {task.status === 'completed' ? 'Completed' : 'Available'}
        </Badge>
      </HStack>
    </Box>
  );
}

function TaskCardView({ task, engaged, busy, onEngage, onComplete }: TaskCardProps) {
  const titleId = `task-${task.id}-title`;
  const completed = task.status === 'completed';
  return (
    <Card.Root
      as="article"
      aria-labelledby={titleId}
      variant="outline"
      bg="bg"
      borderRadius="l3"
      overflow="hidden"
      h="full"
      data-testid="task-card"
      data-task-id={task.id}
      data-status={task.status}
    >
      <TaskImage task={task} />
      <Card.Body gap="3" p="4">
        <Flex justify="space-between" align="center" gap="2">
          <Badge colorPalette={task.typeColor} variant="subtle" size="md" textTransform="none">
            {task.typeLabel}
          </Badge>
          <Text fontWeight="bold" color="brand.fg">
            {formatPoints(task.points)} points
          </Text>
        </Flex>
        <Heading as="h2" size="sm" id={titleId} truncate>
          {task.account || 'Unnamed account'}
        </Heading>
        {task.caption ? (
          <Text fontSize="sm" color="fg.muted" lineClamp={3}>
            {task.caption}
          </Text>
        ) : null}
      </Card.Body>
      <Card.Footer p="4" pt="0" gap="2" flexWrap="wrap">
        {completed ? (
          <HStack color="green.700" fontWeight="medium" fontSize="sm" gap="1.5">
            <FiCheck aria-hidden="true" /> You completed this task
          </HStack>
        ) : (
          <>
            {engaged && task.link ? (
              <Button asChild size="sm" variant="outline" flex="1 1 9rem">
                <ChakraLink
                  href={task.link}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-describedby={titleId}
                  _hover={{ textDecoration: 'none' }}
                >
                  Open platform again <FiExternalLink aria-hidden="true" />
                </ChakraLink>
              </Button>
            ) : (
              <ActionButton
                action="engage"
                busy={busy}
                variant="outline"
                onClick={() => onEngage(task)}
                loadingText="Opening"
                aria-describedby={titleId}
              >
                Go to platform <FiExternalLink aria-hidden="true" />
              </ActionButton>
            )}
            <ActionButton
              action="complete"
              busy={busy}
              colorPalette="brand"
              onClick={() => onComplete(task)}
              loadingText="Checking"
              aria-describedby={titleId}
            >
              Mark as completed
            </ActionButton>
          </>
        )}
      </Card.Footer>
    </Card.Root>
  );
}

export const TaskCard = memo(TaskCardView);
