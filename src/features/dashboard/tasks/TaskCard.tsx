/**
 * One task (spec point 3): image (or the platform's placeholder), platform, type in its colour, account, points,
 * status and caption, with 'Go to platform' and 'Mark as completed'. Memoised: only cards whose props change
 * re-render when another task is engaged or completed.
 *
 * The keyboard focus never falls to the page (issue 40, WCAG 2.4.3): a button whose call runs keeps it (BusyButton), 'Go to platform' hands it to the 'Open platform again' that replaces it, and a dialog answering the
 * card gives it back to the card (focusable, `tabIndex={-1}`) when the control it came from is gone (src/lib/focus.ts).
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
} from '@chakra-ui/react';
import { memo, useState } from 'react';
import FiCheck from '~icons/feather/check';
import FiExternalLink from '~icons/feather/external-link';
import { BusyButton, type BusyButtonProps } from '@/components/BusyButton';
import { PlatformIcon, PlatformPlaceholder } from '@/components/dashboard/platform';
import { useFocusHandoff } from '@/lib/focus';
import { formatPoints } from '@/lib/format';
import type { DisplayTask } from '../model';

export interface TaskCardProps {
  task: DisplayTask;
  engaged: boolean;
  busy: 'engage' | 'complete' | null;
  onEngage: (task: DisplayTask) => void;
  onComplete: (task: DisplayTask) => void;
}

/** One of the card's two calls: busy while it runs, unavailable while either runs (BusyButton keeps the focus). */
function ActionButton({
  action,
  busy,
  ...rest
}: Omit<BusyButtonProps, 'busy' | 'unavailable'> & {
  action: NonNullable<TaskCardProps['busy']>;
  busy: TaskCardProps['busy'];
}) {
  return <BusyButton size="sm" flex="1 1 9rem" busy={busy === action} unavailable={busy !== null} {...rest} />;
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
  const { outgoing: leavingPlatformButton, incoming: platformLink } = useFocusHandoff<HTMLButtonElement, HTMLAnchorElement>();
  return (
    <Card.Root
      as="article"
      aria-labelledby={titleId}
      // The place the focus returns to when the control that had it is gone (not in the Tab order).
      tabIndex={-1}
      focusVisibleRing="outside"
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
                  ref={platformLink}
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
                ref={leavingPlatformButton}
                action="engage"
                busy={busy}
                variant="outline"
                onClick={() => onEngage(task)}
                busyText="Opening"
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
              busyText="Checking"
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
