/**
 * Copy shared by more than one public page.
 */
import FiBarChart2 from '~icons/feather/bar-chart-2';
import FiLayers from '~icons/feather/layers';
import FiSend from '~icons/feather/send';
import FiUserPlus from '~icons/feather/user-plus';
import type { Step } from './components/StepList';

/** How an advertiser's campaign runs, from sign-up to results (landing and services pages). */
export const ADVERTISER_STEPS: readonly Step[] = [
  {
    icon: FiUserPlus,
    title: 'Register your brand',
    text: 'Create an advertiser account and confirm your e-mail address.',
  },
  {
    icon: FiLayers,
    title: 'Upload a task',
    text: 'Choose the platform and action, add your caption and media, then set a target count and the niches to reach.',
  },
  {
    icon: FiSend,
    title: 'Pay and get reviewed',
    text: 'Pay securely by card or bank transfer. Our team reviews the task before it is published to Cliquers.',
  },
  {
    icon: FiBarChart2,
    title: 'Watch it perform',
    text: 'Follow the engagement as it comes in, and keep every transaction in one place.',
  },
];
