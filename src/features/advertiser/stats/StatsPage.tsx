/**
 * /advertiser/dashboard/stats (spec point 2): task performance over sample data, with tabs all, active,
 * completed and scheduled, and a detail view of the chosen task: likes, comments, shares, clicks, engagement
 * rate and budget utilization. Everything here is labelled as a sample (see sample-data.ts).
 */
import { Box, Button, Grid, Heading, HStack, Progress, SimpleGrid, Stack, Stat, Tabs, Text } from '@chakra-ui/react';
import { useMemo, useRef, useState, type RefObject } from 'react';
import { Link } from 'react-router-dom';
import { DashboardPage } from '@/components/layout/DashboardLayout';
import { EmptyMessage } from '@/components/feedback/States';
import { platformLabel, TASK_ACTION_LABELS } from '@/config/catalog';
import { paths } from '@/config/paths';
import { formatMoney } from '@/lib/format';
import { SampleNotice, SectionCard, TASK_STATE_LABELS, TaskStateBadge } from '../components/Sample';
import { budgetUtilization, engagementRate, SAMPLE_TASKS, type SampleTask, type SampleTaskState } from '../sample-data';

export type StatsTab = 'all' | SampleTaskState;

export const STATS_TABS: readonly { value: StatsTab; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'active', label: TASK_STATE_LABELS.active },
  { value: 'completed', label: TASK_STATE_LABELS.completed },
  { value: 'scheduled', label: TASK_STATE_LABELS.scheduled },
];

/** Chakra's lg breakpoint, from which the list and the detail sit side by side. */
const WIDE_LAYOUT = '(min-width: 64rem)';

const numberFormat = new Intl.NumberFormat('en-US');
const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

const tasksIn = (tab: StatsTab) => (tab === 'all' ? SAMPLE_TASKS : SAMPLE_TASKS.filter((task) => task.state === tab));

function TaskRow({ task, selected, onSelect }: { task: SampleTask; selected: boolean; onSelect: () => void }) {
  return (
    <Box as="li" listStyleType="none">
      <Button
        variant="outline"
        w="full"
        h="auto"
        py="3"
        px="4"
        justifyContent="space-between"
        textAlign="start"
        whiteSpace="normal"
        gap="3"
        borderRadius="xl"
        aria-pressed={selected}
        bg={selected ? 'brand.subtle' : 'bg'}
        borderColor={selected ? 'brand.border' : 'border'}
        onClick={onSelect}
      >
        <Stack gap="0.5" minW="0" align="flex-start">
          <Text fontWeight="semibold" color="fg">
            {task.title}
          </Text>
          <Text fontSize="sm" fontWeight="normal" color="fg.muted">
            {platformLabel(task.platform)} · {TASK_ACTION_LABELS[task.action]} · {numberFormat.format(task.delivered)} of{' '}
            {numberFormat.format(task.targetCount)}
          </Text>
        </Stack>
        <TaskStateBadge state={task.state} />
      </Button>
    </Box>
  );
}

function Metric({ label, value }: { label: string; value: string }) {
  return (
    <Stat.Root borderWidth="1px" borderRadius="xl" p="4" gap="1">
      <Stat.Label>{label}</Stat.Label>
      <Stat.ValueText fontSize="xl">{value}</Stat.ValueText>
    </Stat.Root>
  );
}

function TaskDetail({ task, headingRef }: { task: SampleTask; headingRef: RefObject<HTMLHeadingElement | null> }) {
  const utilization = budgetUtilization(task);
  return (
    <Stack gap="5">
      <Stack gap="1">
        <Heading as="h3" size="lg" ref={headingRef} tabIndex={-1} _focusVisible={{ outline: 'none' }}>
          {task.title}
        </Heading>
        <HStack gap="2" wrap="wrap" color="fg.muted" fontSize="sm">
          <TaskStateBadge state={task.state} />
          <Text>
            {platformLabel(task.platform)} {TASK_ACTION_LABELS[task.action].toLowerCase()} ·{' '}
            {task.state === 'scheduled' ? 'Starts' : 'Started'} {dateFormat.format(new Date(task.startDate))}
          </Text>
        </HStack>
      </Stack>
      <SimpleGrid columns={{ base: 2, md: 3 }} gap="3">
        <Metric label="Likes" value={numberFormat.format(task.likes)} />
        <Metric label="Comments" value={numberFormat.format(task.comments)} />
        <Metric label="Shares" value={numberFormat.format(task.shares)} />
        <Metric label="Clicks" value={numberFormat.format(task.clicks)} />
        <Metric label="Engagement rate" value={`${engagementRate(task)}%`} />
        <Metric label="Budget utilization" value={`${utilization}%`} />
      </SimpleGrid>
      <Progress.Root value={utilization} colorPalette="brand" size="md">
        <HStack justify="space-between" mb="1.5">
          <Progress.Label fontWeight="medium">Budget used</Progress.Label>
          <Text fontSize="sm" color="fg.muted">
            {formatMoney(task.spent, task.currency)} of {formatMoney(task.budget, task.currency)}
          </Text>
        </HStack>
        <Progress.Track borderRadius="full">
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Text fontSize="sm" color="fg.muted">
        {numberFormat.format(task.delivered)} of {numberFormat.format(task.targetCount)} engagements delivered, from{' '}
        {numberFormat.format(task.impressions)} impressions.
      </Text>
    </Stack>
  );
}

export function StatsPage() {
  const [tab, setTab] = useState<StatsTab>('all');
  const [selectedId, setSelectedId] = useState<string | null>(SAMPLE_TASKS[0]?.id ?? null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const visible = useMemo(() => tasksIn(tab), [tab]);
  // The detail follows the tab: when the chosen task is not in it, the tab's first task is shown.
  const selected = visible.find((task) => task.id === selectedId) ?? visible[0] ?? null;

  const select = (task: SampleTask) => {
    setSelectedId(task.id);
    // On narrow screens the detail is below the list: take keyboard and screen reader users there. On wide
    // screens it is beside the list, and focus stays on the list.
    if (window.matchMedia(WIDE_LAYOUT).matches) return;
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  return (
    <DashboardPage title="Stats" description="How your tasks perform: engagements, clicks and budget.">
      <SampleNotice>
        The task performance below is sample data, not your tasks&apos;: no call reports it to this page.
      </SampleNotice>

      <Tabs.Root value={tab} onValueChange={(details) => setTab(details.value as StatsTab)} colorPalette="brand" variant="line">
        <Tabs.List aria-label="Task status" overflowX="auto">
          {STATS_TABS.map((option) => (
            <Tabs.Trigger key={option.value} value={option.value}>
              {option.label}
              <Text as="span" color="fg.muted" fontSize="xs">
                ({tasksIn(option.value).length})
              </Text>
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {STATS_TABS.map((option) => (
          <Tabs.Content key={option.value} value={option.value} pt="5">
            {option.value === tab ? (
              <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 2fr) minmax(0, 3fr)' }} gap="5" alignItems="start">
                <SectionCard title={`${option.label} tasks`}>
                  {visible.length === 0 ? (
                    <EmptyMessage title="No tasks here yet">
                      <Link to={paths.advertiser.dashboard.taskUpload.href()}>Upload a task</Link> to see it here.
                    </EmptyMessage>
                  ) : (
                    <Stack as="ul" gap="2" ps="0">
                      {visible.map((task) => (
                        <TaskRow
                          key={task.id}
                          task={task}
                          selected={selected?.id === task.id}
                          onSelect={() => select(task)}
                        />
                      ))}
                    </Stack>
                  )}
                </SectionCard>
                <SectionCard title="Task details">
                  {selected ? (
                    <TaskDetail task={selected} headingRef={headingRef} />
                  ) : (
                    <Text color="fg.muted">Choose a task to see its performance.</Text>
                  )}
                </SectionCard>
              </Grid>
            ) : null}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </DashboardPage>
  );
}
