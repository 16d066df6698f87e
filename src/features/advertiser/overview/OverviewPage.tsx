/**
 * /advertiser/dashboard/overview (spec point 2: 'mostly hard-coded sample numbers'). The figures come from
 * sample-data.ts and are labelled as a sample until the contract has a call for them. The greeting uses the
 * profile the dashboard shell already reads.
 */
import { Box, Button, Flex, Link as ChakraLink, List, SimpleGrid, Stack, Stat, Text } from '@chakra-ui/react';
import type { IconType } from '@/components/icon';
import FiActivity from '~icons/feather/activity';
import FiArrowRight from '~icons/feather/arrow-right';
import FiCreditCard from '~icons/feather/credit-card';
import FiPercent from '~icons/feather/percent';
import FiTrendingUp from '~icons/feather/trending-up';
import FiUploadCloud from '~icons/feather/upload-cloud';
import { Link } from 'react-router-dom';
import { useGetAdvertiserProfile } from '@generated/hooks/advertiser/advertiser';
import { DashboardPage } from '@/components/layout/DashboardLayout';
import { platformLabel, TASK_ACTION_LABELS } from '@/config/catalog';
import { paths } from '@/config/paths';
import { formatMoney } from '@/lib/format';
import { SampleBadge, SampleNotice, SectionCard, TaskStateBadge } from '../components/Sample';
import { SAMPLE_TASKS, SAMPLE_WEEKLY_ENGAGEMENTS, sampleOverview } from '../sample-data';

const numberFormat = new Intl.NumberFormat('en-US');

/** One figure: a <dl> of the label (with its icon), the value and a note, as Chakra's Stat lays it out. */
function StatCard({ label, value, help, icon: Icon }: { label: string; value: string; help: string; icon: IconType }) {
  return (
    <Stat.Root bg="bg" borderWidth="1px" borderRadius="2xl" p="5" gap="2">
      <Stat.Label fontWeight="medium" display="flex" justifyContent="space-between" alignItems="flex-start" gap="3">
        {label}
        <Flex as="span" boxSize="9" borderRadius="lg" bg="brand.subtle" color="brand.fg" align="center" justify="center" flexShrink={0}>
          <Icon aria-hidden="true" />
        </Flex>
      </Stat.Label>
      <Stat.ValueText fontSize="2xl">{value}</Stat.ValueText>
      <Stat.HelpText as="dd" color="fg.muted">
        {help}
      </Stat.HelpText>
    </Stat.Root>
  );
}

function WeeklyEngagements() {
  const max = Math.max(...SAMPLE_WEEKLY_ENGAGEMENTS.map((day) => day.value), 1);
  const total = SAMPLE_WEEKLY_ENGAGEMENTS.reduce((sum, day) => sum + day.value, 0);
  return (
    <Stack gap="3">
      <Text color="fg.muted" fontSize="sm">
        {numberFormat.format(total)} engagements in the last 7 days.
      </Text>
      <List.Root
        as="ul"
        listStyleType="none"
        display="grid"
        gridTemplateColumns="repeat(7, minmax(0, 1fr))"
        gap={{ base: '1.5', md: '3' }}
        alignItems="end"
        h="44"
      >
        {SAMPLE_WEEKLY_ENGAGEMENTS.map((day) => (
          <List.Item key={day.label} display="flex" flexDirection="column" alignItems="center" gap="1.5" h="full" justifyContent="flex-end">
            <Text fontSize="xs" color="fg.muted" fontVariantNumeric="tabular-nums">
              {day.value}
            </Text>
            {/* The track takes the height left by the two labels; the bar fills its share of it. */}
            <Flex flex="1" w="full" align="flex-end" justify="center" minH="0" aria-hidden="true">
              <Box
                w="full"
                maxW="10"
                borderTopRadius="md"
                bgGradient="to-t"
                gradientFrom="brand.600"
                gradientTo="brand.400"
                h={`${Math.round((day.value / max) * 100)}%`}
                minH="1"
              />
            </Flex>
            <Text fontSize="xs" fontWeight="medium">
              {day.label}
            </Text>
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}

export function AdvertiserOverviewPage() {
  const profile = useGetAdvertiserProfile();
  const name = profile.data?.data.user?.name;
  const overview = sampleOverview();
  const recent = SAMPLE_TASKS.slice(0, 4);

  return (
    <DashboardPage
      title="Overview"
      description="Your advertiser overview: tasks, engagements and spend."
      actions={
        <Button asChild colorPalette="brand">
          <Link to={paths.advertiser.dashboard.taskUpload.href()}>
            <FiUploadCloud aria-hidden="true" />
            Upload a task
          </Link>
        </Button>
      }
    >
      <Text fontSize="lg" color="fg.muted" mt="-2">
        {name ? `Welcome back, ${name}.` : 'Welcome back.'} Here is how your tasks are doing.
      </Text>

      <SampleNotice>
        These figures are sample data, not your account&apos;s: no call reports your campaign figures to this
        page.
      </SampleNotice>

      <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4">
        <StatCard
          label="Active tasks"
          value={String(overview.activeTasks)}
          help={`${overview.scheduledTasks} scheduled, ${overview.completedTasks} completed`}
          icon={FiActivity}
        />
        <StatCard
          label="Engagements"
          value={numberFormat.format(overview.engagements)}
          help={`From ${numberFormat.format(overview.impressions)} impressions`}
          icon={FiTrendingUp}
        />
        <StatCard label="Amount spent" value={formatMoney(overview.spent, 'USD')} help="Across all tasks" icon={FiCreditCard} />
        <StatCard
          label="Engagement rate"
          value={`${overview.engagementRate}%`}
          help="Engagements per impression"
          icon={FiPercent}
        />
      </SimpleGrid>

      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <SectionCard title="Engagements this week" actions={<SampleBadge />}>
          <WeeklyEngagements />
        </SectionCard>

        <SectionCard
          title="Recent tasks"
          actions={
            <ChakraLink asChild color="brand.fg" fontWeight="semibold" fontSize="sm">
              <Link to={paths.advertiser.dashboard.stats.href()}>
                View stats <FiArrowRight aria-hidden="true" />
              </Link>
            </ChakraLink>
          }
        >
          <List.Root as="ul" listStyleType="none" gap="0">
            {recent.map((task) => (
              <List.Item
                key={task.id}
                display="flex"
                alignItems="center"
                justifyContent="space-between"
                gap="3"
                py="3"
                borderBottomWidth="1px"
                _last={{ borderBottomWidth: '0' }}
              >
                <Stack gap="0.5" minW="0">
                  <Text fontWeight="semibold" lineClamp={1}>
                    {task.title}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    {platformLabel(task.platform)} · {TASK_ACTION_LABELS[task.action]} ·{' '}
                    {numberFormat.format(task.delivered)} of {numberFormat.format(task.targetCount)}
                  </Text>
                </Stack>
                <TaskStateBadge state={task.state} />
              </List.Item>
            ))}
          </List.Root>
        </SectionCard>
      </SimpleGrid>

      <SectionCard title="How tasks go live">
        <List.Root as="ol" gap="3" ps="5" color="fg.muted">
          <List.Item>
            <Text as="span" fontWeight="semibold" color="fg">
              Upload a task
            </Text>{' '}
            with its caption, link, image, niches and how many engagements you want.
          </List.Item>
          <List.Item>
            <Text as="span" fontWeight="semibold" color="fg">
              Pay
            </Text>{' '}
            on the secure payment page that opens after the upload.
          </List.Item>
          <List.Item>
            <Text as="span" fontWeight="semibold" color="fg">
              We review it
            </Text>{' '}
            before it is published to Cliquers in the niches you chose.
          </List.Item>
          <List.Item>
            <Text as="span" fontWeight="semibold" color="fg">
              Track results
            </Text>{' '}
            on the{' '}
            <ChakraLink asChild color="brand.fg" fontWeight="semibold">
              <Link to={paths.advertiser.dashboard.stats.href()}>Stats</Link>
            </ChakraLink>{' '}
            page.
          </List.Item>
        </List.Root>
      </SectionCard>
    </DashboardPage>
  );
}
