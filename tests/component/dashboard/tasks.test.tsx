import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_KEYS, writeItem } from '@/lib/account-data';
import { json, renderDashboard, stubApi, TASKS } from './harness';

const EMPTY = 'No tasks available in this category. Check back soon for new opportunities!';

let open: ReturnType<typeof vi.fn>;
beforeEach(() => {
  open = vi.fn(() => null);
  vi.stubGlobal('open', open);
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

const card = (taskId: string) => screen.getAllByTestId('task-card').find((element) => element.dataset.taskId === taskId)!;

async function renderTasks(overrides: Parameters<typeof stubApi>[0] = {}, path = '/dashboard/tasks') {
  const api = stubApi(overrides);
  const view = renderDashboard(path);
  await screen.findAllByTestId('task-card');
  return { ...view, api };
}

describe('Tasks', () => {
  it('shows each task: platform, type, account, points, status, caption and image or placeholder', async () => {
    await renderTasks();
    const instagram = card('tsk_1001');
    expect(instagram).toHaveTextContent('Instagram');
    expect(instagram).toHaveTextContent('Follow');
    expect(within(instagram).getByRole('heading', { name: '@glowbeauty' })).toBeInTheDocument();
    expect(instagram).toHaveTextContent('5.00 points');
    expect(instagram).toHaveTextContent('Available');
    expect(instagram).toHaveTextContent('Follow Glow Beauty for daily skincare tips.');
    expect(within(instagram).getByTestId('task-image')).toHaveAttribute('src', '/uploads/tasks/sample-instagram.png');

    // No image: the platform placeholder; a completed task has no actions.
    const youtube = card('tsk_1003');
    expect(within(youtube).getByTestId('platform-placeholder')).toHaveTextContent('YouTube');
    expect(youtube).toHaveTextContent('Completed');
    expect(youtube).toHaveTextContent('7.25 points');
    expect(within(youtube).queryByRole('button', { name: 'Mark as completed' })).not.toBeInTheDocument();

    // An image that fails to load falls back to the placeholder.
    fireEvent.error(within(card('tsk_1002')).getByTestId('task-image'));
    expect(await within(card('tsk_1002')).findByTestId('platform-placeholder')).toHaveTextContent('X (Twitter)');

    // The static footer.
    const footer = screen.getByRole('region', { name: 'Rank progress' });
    expect(footer).toHaveTextContent('Gold');
    expect(within(footer).getByRole('progressbar', { name: 'Gold' })).toHaveAttribute('aria-valuenow', '70');
  });

  it('filters all, available and completed, with counts', async () => {
    const { user, router } = await renderTasks();
    expect(screen.getAllByTestId('task-card')).toHaveLength(3);
    const group = screen.getByRole('group', { name: 'Filter tasks' });
    expect(within(group).getByRole('button', { name: /^All/ })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(group).getByRole('button', { name: /^Available/ }));
    await waitFor(() => expect(screen.getAllByTestId('task-card')).toHaveLength(2));
    expect(screen.getAllByTestId('task-card').every((element) => element.dataset.status === 'available')).toBe(true);
    expect(within(group).getByRole('button', { name: /^Available/ })).toHaveAttribute('aria-pressed', 'true');
    expect(within(group).getByRole('button', { name: /^Available/ })).toHaveTextContent('2');
    await waitFor(() => expect(router.state.location.search).toBe('?filter=available'));

    await user.click(within(group).getByRole('button', { name: /^Completed/ }));
    await waitFor(() => expect(screen.getAllByTestId('task-card')).toHaveLength(1));
    expect(card('tsk_1003')).toBeInTheDocument();
  });

  it('shows the empty message of a category without tasks', async () => {
    stubApi({ 'GET /api/u/getTasks': { tasks: TASKS.tasks.filter((task) => task.engagement === '') } });
    renderDashboard('/dashboard/tasks?filter=completed');
    expect(await screen.findByText(EMPTY)).toBeInTheDocument();
  });

  it('shows a failed task list with a retry', async () => {
    const api = stubApi({ 'GET /api/u/getTasks': (call: number) => (call === 1 ? json({}, 500) : TASKS) });
    const { user } = renderDashboard('/dashboard/tasks');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load your tasks");
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('task-card')).toHaveLength(3);
    expect(api.callsTo('GET /api/u/getTasks')).toHaveLength(2);
  });

  it('asks to perform the task before marking it as completed', async () => {
    const { user, api } = await renderTasks();
    await user.click(within(card('tsk_1001')).getByRole('button', { name: 'Mark as completed' }));
    expect(await screen.findByRole('alertdialog', { name: 'Kindly note' })).toHaveTextContent(
      'Kindly perform task before marking as completed',
    );
    expect(api.callsTo('POST /api/u/completedTask')).toHaveLength(0);
  });

  it('engages with Go to platform (opening the link safely), then completes and refreshes points', async () => {
    const { user, api } = await renderTasks({
      'POST /api/u/engageTask': { success: true },
      'POST /api/u/completedTask': { success: true, message: 'Task completed. Points added.' },
    });
    await user.click(within(card('tsk_1001')).getByRole('button', { name: 'Go to platform' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('https://instagram.com/glowbeauty', '_blank', 'noopener,noreferrer'));
    expect(api.callsTo('POST /api/u/engageTask')[0]?.body).toEqual({ taskId: 'tsk_1001' });
    // A blocked pop-up can be retried with a real link.
    const again = await within(card('tsk_1001')).findByRole('link', { name: 'Open platform again' });
    expect(again).toHaveAttribute('rel', 'noopener noreferrer');
    expect(again).toHaveAttribute('target', '_blank');

    const profileCalls = api.callsTo('GET /api/u/profile-info').length;
    await user.click(within(card('tsk_1001')).getByRole('button', { name: 'Mark as completed' }));
    expect(await screen.findByRole('alertdialog', { name: 'Task completed' })).toHaveTextContent('Task completed. Points added.');
    expect(api.callsTo('POST /api/u/completedTask')[0]?.body).toEqual({ taskId: 'tsk_1001' });
    await waitFor(() => expect(card('tsk_1001').dataset.status).toBe('completed'));
    expect(card('tsk_1001')).toHaveTextContent('You completed this task');
    await waitFor(() => expect(api.callsTo('GET /api/u/profile-info').length).toBeGreaterThan(profileCalls));
  });

  it("says 'Engagement quota met' when the engagement is refused, and opens nothing", async () => {
    const { user } = await renderTasks({ 'POST /api/u/engageTask': { success: false, message: 'Engagement quota met' } });
    await user.click(within(card('tsk_1002')).getByRole('button', { name: 'Go to platform' }));
    expect(await screen.findByRole('alertdialog', { name: 'Engagement quota met' })).toHaveTextContent(
      'Task engagement quota met, kindly wait or engage other tasks',
    );
    expect(open).not.toHaveBeenCalled();
  });

  it('says clearly when the engagement call fails', async () => {
    const { user } = await renderTasks({ 'POST /api/u/engageTask': 'abort' });
    await user.click(within(card('tsk_1002')).getByRole('button', { name: 'Go to platform' }));
    expect(await screen.findByRole('alertdialog', { name: 'Task not opened' })).toHaveTextContent(
      "We couldn't record your engagement. Check your internet connection and try again.",
    );
    expect(open).not.toHaveBeenCalled();
  });

  it('shows a completion failure, asking for a screenshot quoting the task key and error code', async () => {
    const { user, api } = await renderTasks({
      'POST /api/u/engageTask': { success: true },
      'POST /api/u/completedTask': { success: false, message: 'Verification failed.', err_code: 'VRF_403' },
    });
    await user.click(within(card('tsk_1002')).getByRole('button', { name: 'Go to platform' }));
    await within(card('tsk_1002')).findByRole('link', { name: 'Open platform again' });
    await user.click(within(card('tsk_1002')).getByRole('button', { name: 'Mark as completed' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Error in task completion' });
    expect(dialog).toHaveTextContent('Verification failed.');
    expect(dialog).toHaveTextContent(/screenshot/);
    expect(dialog).toHaveTextContent('tsk_1002');
    expect(dialog).toHaveTextContent('VRF_403');
    expect(card('tsk_1002').dataset.status).toBe('available');

    // Without err_code: the server message only.
    await user.click(within(dialog).getByRole('button', { name: 'Okay' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    api.set('POST /api/u/completedTask', { success: false, message: 'We could not verify this task yet. Try again shortly.' });
    await user.click(within(card('tsk_1002')).getByRole('button', { name: 'Mark as completed' }));
    const second = await screen.findByRole('alertdialog', { name: 'Error in task completion' });
    expect(second).toHaveTextContent(/^Error in task completionWe could not verify this task yet\. Try again shortly\.Okay/);
  });

  it('keeps the keyboard focus on the card through engaging and completing, never on the page (WCAG 2.4.3)', async () => {
    const { user, api } = await renderTasks({
      'POST /api/u/engageTask': { success: true },
      'POST /api/u/completedTask': { success: true, message: 'Points added.' },
    });
    const notOnThePage = () => expect(document.activeElement).not.toBe(document.body);
    const task = card('tsk_1001');
    within(task).getByRole('button', { name: /Go to platform/ }).focus();
    await user.keyboard('{Enter}');
    // 'Open platform again' replaces the button and takes the focus it had.
    await waitFor(() => expect(within(task).getByRole('link', { name: /Open platform again/ })).toHaveFocus());
    expect(api.countOf('POST /api/u/engageTask')).toBe(1);

    await user.tab();
    expect(within(task).getByRole('button', { name: 'Mark as completed' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const done = await screen.findByRole('alertdialog', { name: 'Task completed' });
    await waitFor(() => expect(done).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    // 'Mark as completed' is gone (the task is completed): the focus comes back to its card.
    await waitFor(() => expect(card('tsk_1001')).toHaveFocus());
    notOnThePage();
    expect(card('tsk_1001')).toHaveTextContent('You completed this task');
  });

  it('remembers engaged tasks across a reload of the page', async () => {
    writeItem(ACCOUNT_KEYS.engagedTasks, JSON.stringify(['tsk_1001']));
    const { user, api } = await renderTasks({ 'POST /api/u/completedTask': { success: true, message: 'Done.' } });
    await user.click(within(card('tsk_1001')).getByRole('button', { name: 'Mark as completed' }));
    expect(await screen.findByRole('alertdialog', { name: 'Task completed' })).toBeInTheDocument();
    expect(api.callsTo('POST /api/u/engageTask')).toHaveLength(0);
  });

  it('shows 12 tasks at a time for large accounts', async () => {
    const many = Array.from({ length: 60 }, (_, index) => ({ ...TASKS.tasks[0]!, key: `tsk_${index}`, username: `@acc${index}` }));
    const { user } = await renderTasks({ 'GET /api/u/getTasks': { tasks: many } });
    expect(screen.getAllByTestId('task-card')).toHaveLength(12);
    expect(screen.getByText('Showing 12 of 60 tasks')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more tasks' }));
    await waitFor(() => expect(screen.getAllByTestId('task-card')).toHaveLength(24));
    // The focus goes to the first card shown (the button goes when the last ones show).
    expect(screen.getAllByTestId('task-card')[12]).toHaveFocus();
    for (const shown of [36, 48, 60]) {
      screen.getByRole('button', { name: 'Show more tasks' }).focus();
      await user.keyboard('{Enter}');
      await waitFor(() => expect(screen.getAllByTestId('task-card')).toHaveLength(shown));
      expect(screen.getAllByTestId('task-card')[shown - 12]).toHaveFocus();
    }
    expect(screen.queryByRole('button', { name: 'Show more tasks' })).toBeNull();
    expect(document.activeElement).not.toBe(document.body);
  });
});
