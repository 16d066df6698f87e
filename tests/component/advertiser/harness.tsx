/**
 * Test harness of the advertiser area: the real pages inside the app's providers and a memory data router laid
 * out like src/app/router.tsx (without the session guard), plus a fetch stub that answers per operation
 * ('POST /api/a/login') and records what the app sent. The generated hooks go through the real HTTP module.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { configure, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Navigate, RouterProvider, createMemoryRouter, useLocation, type RouteObject } from 'react-router-dom';
import { vi } from 'vitest';
import { createQueryClient } from '@/api/query-client';
import { system } from '@/app/system';
import { ReplyDialogProvider } from '@/components/feedback/ReplyDialog';
import {
  AdvertiserDashboardLayout,
  AdvertiserDashboardNotFound,
  AdvertiserLearnPage,
  AdvertiserLoginPage,
  AdvertiserOverviewPage,
  AdvertiserProfilePage,
  AdvertiserRegCompletionPage,
  AdvertiserRegisterPage,
  AdvertiserTicketPage,
  StatsPage,
  TaskUploadPage,
  TransactionPage,
} from '@/features/advertiser';

// The whole Chakra app renders in jsdom: on a busy machine a page can take seconds to settle.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 60_000 });

// ------------------------------------------------------------------------------------------------ fixtures

export const PROFILE = {
  success: true,
  user: {
    username: 'glowbeauty',
    name: 'Glow Beauty Ltd',
    email: 'ads@glowbeauty.example',
    phone_number: '+44 20 7946 0958',
    country: 'GB',
    address: '221B Baker Street, London',
    gender: 'female',
  },
};

export const TASK_TYPES = {
  success: true,
  taskTypes: [
    {
      id: 1,
      media: 'instagram',
      action: 'follow',
      task_type: 'Instagram follow',
      amount: 0.5,
      status: 1,
      cur_code: 'USD',
      symbol: '$',
      currencies: [{ cur_code: 'USD', amount: 0.5 }],
    },
    {
      id: 2,
      media: 'x',
      action: 'like',
      task_type: 'X like',
      amount: 750,
      status: 1,
      cur_code: 'NGN',
      symbol: '₦',
      currencies: [{ cur_code: 'NGN', amount: 750 }],
    },
  ],
};

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

export interface SentRequest {
  operation: string;
  /** Parsed JSON, or the raw text of a multipart body. */
  body: unknown;
  contentType: string;
}

/** What an operation answers: a JSON body (status 200), a Response, 'abort' (no reply), a pending promise, or a function of the call count. */
export type Answer =
  | unknown
  | Response
  | 'abort'
  | Promise<unknown>
  | ((call: number) => unknown | Response | 'abort' | Promise<unknown>);

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const DEFAULT_ANSWERS: Record<string, Answer> = {
  'GET /api/a/profile-info': PROFILE,
  'GET /api/a/taskTypes': TASK_TYPES,
  'POST /api/a/get_transaction': transactionReply('completed'),
};

export function stubApi(overrides: Record<string, Answer> = {}) {
  const answers: Record<string, Answer> = { ...DEFAULT_ANSWERS, ...overrides };
  const sent: SentRequest[] = [];
  const counts = new Map<string, number>();
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    const operation = `${request.method} ${url.pathname}`;
    const contentType = request.headers.get('content-type') ?? '';
    const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.clone().text();
    const body = text && contentType.includes('application/json') ? (JSON.parse(text) as unknown) : text || undefined;
    sent.push({ operation, body, contentType });
    const call = (counts.get(operation) ?? 0) + 1;
    counts.set(operation, call);
    if (!(operation in answers)) return json({ message: `No stub for ${operation}` }, 404);
    const configured = answers[operation];
    let answer = typeof configured === 'function' ? (configured as (n: number) => unknown)(call) : configured;
    answer = await answer;
    if (answer === 'abort') throw new TypeError('Failed to fetch');
    return answer instanceof Response ? answer : json(answer);
  });
  vi.stubGlobal('fetch', fetchStub);
  return {
    sent,
    fetch: fetchStub,
    set(operation: string, answer: Answer) {
      answers[operation] = answer;
    },
    callsTo: (operation: string) => sent.filter((request) => request.operation === operation),
  };
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

export const advertiserRoutes: RouteObject[] = [
  { path: '/advertiser/register', element: <AdvertiserRegisterPage /> },
  { path: '/advertiser/regCompletion', element: <AdvertiserRegCompletionPage /> },
  { path: '/advertiser/login', element: <AdvertiserLoginPage /> },
  {
    path: '/advertiser/dashboard',
    children: [
      {
        element: <AdvertiserDashboardLayout />,
        children: [
          { index: true, element: <Navigate to="overview" replace /> },
          { path: 'overview', element: <AdvertiserOverviewPage /> },
          { path: 'taskupload', element: <TaskUploadPage /> },
          { path: 'ticket', element: <AdvertiserTicketPage /> },
          { path: 'learn', element: <AdvertiserLearnPage /> },
          { path: 'stats', element: <StatsPage /> },
          { path: 'profile', element: <AdvertiserProfilePage /> },
          { path: 'transaction/:transactionId', element: <TransactionPage /> },
          { path: '*', element: <AdvertiserDashboardNotFound /> },
        ],
      },
    ],
  },
  { path: '*', element: <Elsewhere /> },
];

export interface RenderOptions {
  queryClient?: QueryClient;
  /** For fake timers: how userEvent moves the clock on. */
  advanceTimers?: (ms: number) => unknown;
  /** History state of the first entry. */
  state?: unknown;
}

export function renderAdvertiser(path: string, options: RenderOptions = {}) {
  const queryClient = options.queryClient ?? createQueryClient();
  const router = createMemoryRouter(advertiserRoutes, {
    initialEntries: [options.state === undefined ? path : { pathname: path, state: options.state }],
  });
  const user = userEvent.setup(options.advanceTimers ? { advanceTimers: options.advanceTimers } : {});
  const view = render(
    <ChakraProvider value={system}>
      <QueryClientProvider client={queryClient}>
        <ReplyDialogProvider>
          <RouterProvider router={router} />
        </ReplyDialogProvider>
      </QueryClientProvider>
    </ChakraProvider>,
  );
  return { ...view, user, router, queryClient };
}

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
