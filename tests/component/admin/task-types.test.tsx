import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserEvent } from '@testing-library/user-event';
import { json, renderAdmin, stubApi, tableQueries, TASK_TYPES, type Answer } from './harness';

afterEach(() => {
  vi.unstubAllGlobals();
});

const { table, rowOf } = tableQueries('Task types');
const form = () => screen.getByRole('form', { name: /task type|^edit /i });
const media = () => within(form()).getByRole('combobox', { name: 'Media' });
const action = () => within(form()).getByRole('combobox', { name: 'Action' });
const currency = (n: number) => within(form()).getByRole('combobox', { name: `Currency ${n}` });
const amount = (n: number) => within(form()).getByRole('spinbutton', { name: `Amount ${n}` });
const submit = (name = 'Add task type') => within(form()).getByRole('button', { name });

/** Fills the open form with a media, an action and one currency's amount, and submits it. */
async function submitOneCurrency(
  user: UserEvent,
  values: { media: string; action: string; currency: string; amount: string },
) {
  await user.selectOptions(media(), values.media);
  await user.selectOptions(action(), values.action);
  await user.selectOptions(currency(1), values.currency);
  await user.type(amount(1), values.amount);
  await user.click(submit());
}

async function openAddForm() {
  const rendered = renderAdmin('/cfadmin/dashboard/task-types');
  await screen.findByRole('table', { name: 'Task types' });
  await rendered.user.click(screen.getByRole('button', { name: 'Add task type' }));
  await waitFor(() => expect(media()).toHaveFocus());
  return rendered;
}

describe('task types', () => {
  it('lists media, action, amount, per-currency amounts and status, and the currencies read-only', async () => {
    stubApi();
    renderAdmin('/cfadmin/dashboard/task-types');
    await screen.findByRole('table', { name: 'Task types' });

    const follow = rowOf('Instagram follow');
    expect(follow).toHaveTextContent('Instagram');
    expect(follow).toHaveTextContent('Follow');
    expect(follow).toHaveTextContent('0.50');
    expect(follow).toHaveTextContent('$0.50USD');
    expect(follow).toHaveTextContent('₦750.00NGN');
    expect(within(follow).getByRole('switch', { name: 'Instagram follow Active' })).toBeChecked();
    expect(within(rowOf('X like')).getByRole('switch', { name: 'X like Inactive' })).not.toBeChecked();

    const currencies = screen.getByRole('region', { name: 'Currencies' });
    expect(
      within(currencies)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['USDUS Dollar$', 'NGNNigerian Naira₦', 'GBPPound Sterling£']);
    expect(within(currencies).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(currencies).queryByRole('button')).not.toBeInTheDocument();
  });

  it('flips a status locally only', async () => {
    const api = stubApi();
    const { user } = renderAdmin('/cfadmin/dashboard/task-types');
    await screen.findByRole('table', { name: 'Task types' });
    await user.click(within(rowOf('X like')).getByRole('switch', { name: 'X like Inactive' }));
    expect(within(rowOf('X like')).getByRole('switch', { name: 'X like Active' })).toBeChecked();
    await user.click(within(rowOf('Instagram follow')).getByRole('switch', { name: 'Instagram follow Active' }));
    expect(
      within(rowOf('Instagram follow')).getByRole('switch', { name: 'Instagram follow Inactive' }),
    ).not.toBeChecked();
    expect(api.writes()).toEqual([]);
    expect(api.callsTo('GET /api/adm/queryTaskTypes')).toHaveLength(1);
  });

  it('reports the form’s rules and focuses the first problem', async () => {
    const api = stubApi();
    const { user } = await openAddForm();
    await user.click(submit());
    expect(await within(form()).findByText('Media type is required')).toBeInTheDocument();
    expect(within(form()).getByText('Action is required')).toBeInTheDocument();
    expect(within(form()).getByText('All currencies must have both currency and amount')).toBeInTheDocument();
    expect(media()).toHaveAccessibleDescription('Media type is required');
    await waitFor(() => expect(media()).toHaveFocus());

    await user.selectOptions(media(), 'tiktok');
    await user.selectOptions(action(), 'follow');
    expect(within(form()).queryByText('Media type is required')).not.toBeInTheDocument();
    await user.click(submit());
    await waitFor(() => expect(currency(1)).toHaveFocus());
    expect(currency(1)).toHaveAttribute('aria-invalid', 'true');
    expect(currency(1)).toHaveAccessibleDescription('All currencies must have both currency and amount');

    await user.selectOptions(currency(1), 'USD');
    await user.click(submit());
    await waitFor(() => expect(amount(1)).toHaveFocus());

    await user.type(amount(1), '-2');
    await user.click(submit());
    expect(await within(form()).findByText('Amounts must be numbers of 0 or more')).toBeInTheDocument();
    expect(api.writes()).toEqual([]);
  });

  it('adds and removes currency rows, offering each currency once', async () => {
    stubApi();
    const { user } = await openAddForm();
    await user.click(within(form()).getByRole('button', { name: 'Add currency' }));
    await waitFor(() => expect(currency(2)).toHaveFocus());
    await user.selectOptions(currency(1), 'NGN');
    const ngnInRow2 = within(currency(2)).getByRole('option', { name: /NGN/ });
    expect(ngnInRow2).toBeDisabled();

    await user.click(within(form()).getByRole('button', { name: 'Add currency' }));
    expect(within(form()).getByRole('button', { name: 'Add currency' })).toBeDisabled();
    await user.click(within(form()).getByRole('button', { name: 'Remove currency 3' }));
    await user.click(within(form()).getByRole('button', { name: 'Remove currency 2' }));
    await user.click(within(form()).getByRole('button', { name: 'Remove currency 1' }));
    expect(within(form()).queryByRole('combobox', { name: /currency/i })).not.toBeInTheDocument();
    await waitFor(() => expect(within(form()).getByRole('button', { name: 'Add currency' })).toHaveFocus());

    await user.selectOptions(media(), 'tiktok');
    await user.selectOptions(action(), 'follow');
    await user.click(submit());
    expect(await within(form()).findByText('Add at least one currency')).toBeInTheDocument();
  });

  it('adds a task type, then shows the server message and the refreshed list', async () => {
    const added = {
      ...TASK_TYPES.taskTypes[0]!,
      id: 3,
      media: 'tiktok' as const,
      action: 'follow' as const,
      task_type: 'TikTok follow',
    };
    const api = stubApi({
      'GET /api/adm/queryTaskTypes': (call: number) =>
        call === 1 ? TASK_TYPES : { ...TASK_TYPES, taskTypes: [...TASK_TYPES.taskTypes, added] },
    });
    const { user } = await openAddForm();
    await user.selectOptions(media(), 'tiktok');
    await user.selectOptions(action(), 'follow');
    await user.selectOptions(currency(1), 'USD');
    await user.type(amount(1), '0.4');
    await user.click(within(form()).getByRole('button', { name: 'Add currency' }));
    await user.selectOptions(currency(2), 'NGN');
    await user.type(amount(2), '600');
    await user.click(submit());

    expect(await screen.findByText('Task type added')).toBeInTheDocument();
    expect(api.callsTo('POST /api/adm/add-task-type').map((call) => call.body)).toEqual([
      {
        media: 'tiktok',
        action: 'follow',
        currencies: [
          { cur_code: 'USD', amount: 0.4 },
          { cur_code: 'NGN', amount: 600 },
        ],
      },
    ]);
    expect(screen.queryByRole('form', { name: /task type|^edit /i })).not.toBeInTheDocument();
    expect(await within(table()).findByRole('rowheader', { name: /TikTok follow/ })).toBeInTheDocument();
    expect(api.callsTo('GET /api/adm/queryTaskTypes')).toHaveLength(2);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add task type' })).toHaveFocus());
  });

  it('keeps the form as typed and shows the server message when the task type exists', async () => {
    const api = stubApi({ 'POST /api/adm/add-task-type': { success: false, msg: 'This task type already exists.' } });
    const { user } = await openAddForm();
    await submitOneCurrency(user, { media: 'instagram', action: 'follow', currency: 'USD', amount: '0.5' });

    const dialog = await screen.findByRole('alertdialog', { name: 'Kindly note' });
    expect(dialog).toHaveTextContent('This task type already exists.');
    await user.click(within(dialog).getByRole('button', { name: 'Okay' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(media()).toHaveValue('instagram');
    expect(amount(1)).toHaveValue(0.5);
    expect(api.callsTo('GET /api/adm/queryTaskTypes')).toHaveLength(1);
  });

  // A save whose outcome is unknown may have been made: the list is fetched again and says which.
  const tiktokComment = {
    ...TASK_TYPES.taskTypes[0]!,
    id: 9,
    media: 'x' as const,
    action: 'comment' as const,
    task_type: 'X comment',
    currencies: [{ cur_code: 'GBP', amount: 1 }],
  };
  const listWith = (call: number) =>
    call === 1 ? TASK_TYPES : { ...TASK_TYPES, taskTypes: [...TASK_TYPES.taskTypes, tiktokComment] };

  it.each<[string, Answer<'POST /api/adm/add-task-type'>]>([
    ['a 200 without success ({})', {}],
    ['a 504 from a gateway', json({ message: 'Gateway timeout' }, 504)],
    ['no reply after sending', 'abort'],
  ])(
    'a save answered with %s that the list shows is saved: no failure said, no second save offered',
    async (_, answer) => {
      const api = stubApi({ 'POST /api/adm/add-task-type': answer, 'GET /api/adm/queryTaskTypes': listWith });
      const { user } = await openAddForm();
      await submitOneCurrency(user, { media: 'x', action: 'comment', currency: 'GBP', amount: '1' });
      expect(await screen.findByText(/the list, fetched again, shows the task type: it is saved/)).toBeInTheDocument();
      expect(screen.queryByText(/couldn.t be saved/)).toBeNull();
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(screen.queryByRole('form', { name: /task type/i })).not.toBeInTheDocument();
      expect(await within(table()).findByRole('rowheader', { name: /X comment/ })).toBeInTheDocument();
      expect(api.countOf('GET /api/adm/queryTaskTypes')).toBeGreaterThanOrEqual(2);
      expect(api.countOf('POST /api/adm/add-task-type')).toBe(1);
    },
  );

  it.each<[string, Answer<'POST /api/adm/add-task-type'>, Answer<'GET /api/adm/queryTaskTypes'>, RegExp]>([
    [
      'a 500, and the list does not show it',
      json({ message: 'boom' }, 500),
      TASK_TYPES,
      /does not show this task type: it is not saved/,
    ],
    [
      'a 200 without success, and the list cannot be fetched',
      {},
      (call: number) => (call === 1 ? TASK_TYPES : 'abort'),
      /couldn.t confirm whether the task type was saved/,
    ],
    ['no reply, and the list does not show it', 'abort', TASK_TYPES, /does not show this task type/],
  ])('says what the list shows after %s, keeping the form as typed', async (_, answer, list, message) => {
    stubApi({ 'POST /api/adm/add-task-type': answer, 'GET /api/adm/queryTaskTypes': list });
    const { user } = await openAddForm();
    await submitOneCurrency(user, { media: 'x', action: 'comment', currency: 'GBP', amount: '1' });
    const dialog = await screen.findByRole('alertdialog', { name: 'Kindly note' });
    expect(dialog).toHaveTextContent(message);
    await user.click(within(dialog).getByRole('button', { name: 'Okay' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(media()).toHaveValue('x');
    expect(amount(1)).toHaveValue(1);
  });

  it('explains a definite failure (a refusal status) without fetching the list', async () => {
    const api = stubApi({ 'POST /api/adm/add-task-type': json({ message: 'Bad request' }, 400) });
    const { user } = await openAddForm();
    await submitOneCurrency(user, { media: 'x', action: 'comment', currency: 'GBP', amount: '1' });
    const dialog = await screen.findByRole('alertdialog', { name: 'Kindly note' });
    expect(dialog).toHaveTextContent("We couldn't save the task type. The server did not answer as expected");
    expect(api.countOf('GET /api/adm/queryTaskTypes')).toBe(1);
  });

  it('edits a task type with its current values and posts its id', async () => {
    const api = stubApi();
    const { user } = renderAdmin('/cfadmin/dashboard/task-types');
    await screen.findByRole('table', { name: 'Task types' });
    await user.click(screen.getByRole('button', { name: 'Edit Instagram follow' }));
    expect(screen.getByRole('heading', { name: 'Edit Instagram follow' })).toBeInTheDocument();
    expect(media()).toHaveValue('instagram');
    expect(action()).toHaveValue('follow');
    expect(currency(1)).toHaveValue('USD');
    expect(amount(1)).toHaveValue(0.5);
    expect(currency(2)).toHaveValue('NGN');
    expect(amount(2)).toHaveValue(750);

    await user.clear(amount(2));
    await user.type(amount(2), '900');
    await user.click(submit('Save changes'));
    expect(await screen.findByText('Task type updated')).toBeInTheDocument();
    expect(api.callsTo('POST /api/adm/update-task-type').map((call) => call.body)).toEqual([
      {
        id: 1,
        media: 'instagram',
        action: 'follow',
        currencies: [
          { cur_code: 'USD', amount: 0.5 },
          { cur_code: 'NGN', amount: 900 },
        ],
      },
    ]);
  });

  it('shows the server message when the task type to update is gone', async () => {
    stubApi({ 'POST /api/adm/update-task-type': { success: false, msg: 'Task type not found.' } });
    const { user } = renderAdmin('/cfadmin/dashboard/task-types');
    await screen.findByRole('table', { name: 'Task types' });
    await user.click(screen.getByRole('button', { name: 'Edit X like' }));
    await user.click(submit('Save changes'));
    expect(await screen.findByRole('alertdialog', { name: 'Kindly note' })).toHaveTextContent('Task type not found.');
  });

  it('an add form left open with changes opens again, filled in, after a remount (a reload or a re-login)', async () => {
    stubApi();
    const first = await openAddForm();
    await first.user.selectOptions(media(), 'instagram');
    first.unmount();

    const { user } = renderAdmin('/cfadmin/dashboard/task-types');
    await screen.findByRole('table', { name: 'Task types' }, { timeout: 10_000 });
    expect(within(form()).getByText('We filled in what you typed earlier.')).toBeVisible();
    expect(media()).toHaveValue('instagram');
    await user.click(within(form()).getByRole('button', { name: 'Start over' }));
    expect(media()).toHaveValue('');
    expect(Object.keys(window.sessionStorage).filter((key) => key.startsWith('cliq.draft.'))).toEqual([]);
  });

  it('cancels the form and returns focus to the button that opened it', async () => {
    stubApi();
    const { user } = renderAdmin('/cfadmin/dashboard/task-types');
    await screen.findByRole('table', { name: 'Task types' });
    const edit = screen.getByRole('button', { name: 'Edit X like' });
    await user.click(edit);
    await user.click(within(form()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: /task type|^edit /i })).not.toBeInTheDocument();
    await waitFor(() => expect(edit).toHaveFocus());
  });

  it('says when there are no task types or currencies', async () => {
    stubApi({ 'GET /api/adm/queryTaskTypes': { success: true, taskTypes: [], currencies: [] } });
    const { user } = renderAdmin('/cfadmin/dashboard/task-types');
    expect(await screen.findByText('No task types yet')).toBeInTheDocument();
    expect(screen.getByText('No currencies are set up yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add task type' }));
    expect(within(form()).getByText(/lists no currencies/)).toBeInTheDocument();
  });

  it('shows a failed list with a retry', async () => {
    const api = stubApi({
      'GET /api/adm/queryTaskTypes': (call: number) =>
        call === 1 ? new Response('<html>', { status: 200 }) : TASK_TYPES,
    });
    const { user } = renderAdmin('/cfadmin/dashboard/task-types');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load the task types");
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Task types' })).toBeInTheDocument();
    expect(api.callsTo('GET /api/adm/queryTaskTypes')).toHaveLength(2);
  });
});
