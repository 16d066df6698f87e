/**
 * Test harness of the advertiser area: the real pages inside the app's providers and a memory data router laid
 * out like src/app/router.tsx (without the session guard, support/render.tsx), plus a fetch stub that answers per operation
 * ('POST /api/a/login') and records what the app sent. The generated hooks go through the real HTTP module.
 */
import { examples } from '@generated/examples';
import type { TaskTypesReply } from '@generated/models';
import { screen } from '@testing-library/react';
import { useLocation, type RouteObject, type createMemoryRouter } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ADVERTISER_PAGES } from '@/app/area-pages';
import * as advertiserModule from '@/features/advertiser';
import {
  AdvertiserDashboardLayout,
  AdvertiserDashboardNotFound,
  AdvertiserLoginPage,
  AdvertiserRegCompletionPage,
  AdvertiserRegisterPage,
} from '@/features/advertiser';
import { stubAnswers, type Answers } from '../support/api-stub';
import { dashboardArea, renderRoutes, type RenderOptions } from '../support/render';

export { json, type Answer, type SentRequest } from '../support/api-stub';

// ------------------------------------------------------------------------------------------------ fixtures

// The contract's own named examples (generated/examples.ts, typed by the generated models).
export const PROFILE = examples.getAdvertiserProfile[200].profile;

const [follow, like] = examples.getTaskTypes[200].taskTypes.taskTypes;
if (!follow || !like) throw new Error('The contract lists fewer task types than the advertiser tests use');
/**
 * The contract's Instagram follow and X like, each priced in one currency, X like in naira: spec point 3 takes a
 * task type's currency only from `currencies`, and the money tests need a second one.
 */
export const TASK_TYPES = {
  success: true,
  taskTypes: [
    { ...follow, currencies: [{ cur_code: 'USD', amount: 0.5 }] },
    { ...like, amount: 750, currencies: [{ cur_code: 'NGN', amount: 750 }] },
  ],
} satisfies TaskTypesReply;

export const transactionReply = (statusName: string, extra: Record<string, unknown> = {}) => ({
  success: true,
  transactionDetails: {
    amount: 50,
    task_key: 'tsk_2001',
    created_at: '2026-11-21T09:00:00Z',
    status_name: statusName,
    symbol: '$',
    ...extra,
  },
});

// ------------------------------------------------------------------------------------------------ fetch stub

export const DEFAULT_ANSWERS: Answers = {
  'GET /api/a/profile-info': PROFILE,
  'GET /api/a/taskTypes': TASK_TYPES,
  'POST /api/a/get_transaction': transactionReply('completed'),
};

export function stubApi(overrides: Answers = {}) {
  return stubAnswers(DEFAULT_ANSWERS, overrides, { recordContentType: true });
}

/** The fields of a multipart body's text: name → value (files give their file name and type). */
export function multipartFields(text: string): Record<string, string> {
  const fields: Record<string, string> = {};
  const pattern = /name="([^"]+)"(?:; filename="([^"]*)"\r\nContent-Type: ([^\r\n]+))?\r\n\r\n([\s\S]*?)\r\n--/g;
  for (const match of text.matchAll(pattern)) {
    const [, name, fileName, type, value] = match;
    if (!name) continue;
    fields[name] = fileName !== undefined ? `file:${fileName}:${type ?? ''}` : (value ?? '');
  }
  return fields;
}

// ------------------------------------------------------------------------------------------------ render

/** Stands in for pages outside the advertiser area: shows where the app went and the notice it carried. */
function Elsewhere() {
  const location = useLocation();
  const state = location.state as { notice?: string; registeredMessage?: string } | null;
  return (
    <main>
      <h1>Elsewhere</h1>
      <p data-testid="path">{location.pathname}</p>
      <p data-testid="notice">{state?.notice ?? ''}</p>
    </main>
  );
}

const ad = paths.advertiser.dashboard;

/** The advertiser routes of src/app/router.tsx, without the session guard; other paths show where the app went. */
export const advertiserRoutes: RouteObject[] = [
  { path: paths.advertiser.register.path, element: <AdvertiserRegisterPage /> },
  { path: paths.advertiser.regCompletion.path, element: <AdvertiserRegCompletionPage /> },
  { path: paths.advertiser.login.path, element: <AdvertiserLoginPage /> },
  dashboardArea(
    ad.root.path,
    <AdvertiserDashboardLayout />,
    ADVERTISER_PAGES,
    advertiserModule,
    <AdvertiserDashboardNotFound />,
  ),
  { path: '*', element: <Elsewhere /> },
];

export const renderAdvertiser = (path: string, options?: RenderOptions) =>
  renderRoutes(advertiserRoutes, path, options);

/** The reply dialog (an alertdialog) with this title, once it shows. */
export const findReplyDialog = (title: string) => screen.findByRole('alertdialog', { name: title });

/** A label's text is followed by the required marker '*': match the text itself. */
export const labelled = (label: string | RegExp): RegExp =>
  typeof label === 'string' ? new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`) : label;

/** The form control labelled `label` (the required marker ignored). */
export const field = (label: string | RegExp) =>
  screen.getByLabelText(labelled(label), { selector: 'input, select, textarea' });

/** Where the memory router is now. */
export const currentPath = (router: ReturnType<typeof createMemoryRouter>) => router.state.location.pathname;
