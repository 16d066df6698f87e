/**
 * /advertiser/dashboard/taskupload: every message of spec point 5, the image checks, the niche cap, the live cost
 * (amount × target count in the type's currency), the multipart body of the contract, the 3-second redirect to
 * the payment page (a countdown on fake setInterval) and the failures of spec point 8.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TASK_UPLOAD_MESSAGES } from '@/features/advertiser/task-upload/schema';
import { field, findReplyDialog, json, multipartFields, renderAdvertiser, stubApi } from './harness';
import { backToRealTimers } from '../support/render';

const PATH = '/advertiser/dashboard/taskupload';
const LOGGED = {
  success: true,
  message: 'Task logged successfully',
  link: 'https://checkout.example.com/pay/tx_58213',
};
const SUCCESS_TEXT = 'Task logged successful... redirecting to payment page';

let api: ReturnType<typeof stubApi>;
let open: ReturnType<typeof vi.fn>;

beforeEach(() => {
  api = stubApi({ 'POST /api/a/taskUpload': LOGGED });
  open = vi.fn();
  vi.stubGlobal('open', open);
});
afterEach(() => {
  backToRealTimers();
  vi.unstubAllGlobals();
});

const png = (name = 'task.png', bytes = 64) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

async function openUpload() {
  const view = renderAdvertiser(PATH);
  await screen.findByRole('heading', { level: 1, name: 'Task upload' });
  // The task types have loaded when the select offers them (a text query: role queries over the page's 77 niche
  // checkboxes take seconds in jsdom).
  await screen.findByText(/Instagram follow/, { selector: 'option' });
  return view;
}

/** Pastes a value into a field (the same change event as typing, far fewer renders in jsdom). */
async function paste(user: UserEvent, label: string, value: string) {
  await user.click(field(label));
  await user.paste(value);
}

async function fillValid(user: UserEvent, options: { niches?: string[]; count?: string } = {}) {
  await paste(user, 'Account username', '@glowbeauty');
  await user.selectOptions(field('Task type'), '1');
  await paste(user, 'Caption', 'Follow us for daily skincare tips');
  await paste(user, 'Media URL', 'https://instagram.com/glowbeauty');
  await paste(user, 'Target count', options.count ?? '200');
  await user.upload(field('Image'), png());
  for (const niche of options.niches ?? ['Beauty', 'Fashion']) {
    await user.click(field(niche));
  }
}

const upload = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Upload task' }));

describe('task upload: validation (spec point 5)', () => {
  it('an empty submit shows every message, sends nothing and focuses the first field', async () => {
    const { user } = await openUpload();
    await upload(user);
    const t = TASK_UPLOAD_MESSAGES;
    for (const message of [
      'Account username is required',
      'Caption is required',
      'Task type is required',
      'Target count is required',
      'Media URL is required',
      'Image is required',
      'Please select at least one niche',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(Object.values(t)).toEqual(expect.arrayContaining(['Image is required', 'Please select at least one niche']));
    await waitFor(() => expect(field('Account username')).toHaveFocus());
    expect(api.callsTo('POST /api/a/taskUpload')).toHaveLength(0);
  });

  // Only the field under test is filled: every message of a submit shows at once.
  it.each(['0', '2.5', '-4', 'ten', '007'])('a target count of %j is refused', async (count) => {
    const { user } = await openUpload();
    await paste(user, 'Target count', count);
    await upload(user);
    expect(await screen.findByText('Target count must be a whole number of at least 1')).toBeInTheDocument();
    expect(api.callsTo('POST /api/a/taskUpload')).toHaveLength(0);
  });

  it('a valid form with one bad field focuses that field', async () => {
    const { user } = await openUpload();
    await fillValid(user, { count: '12x' });
    await upload(user);
    expect(await screen.findByText('Target count must be a whole number of at least 1')).toBeInTheDocument();
    await waitFor(() => expect(field('Target count')).toHaveFocus());
    expect(api.callsTo('POST /api/a/taskUpload')).toHaveLength(0);
  });

  it('a media URL that is not an http(s) link is refused', async () => {
    const { user } = await openUpload();
    await paste(user, 'Media URL', 'javascript:alert(1)');
    await upload(user);
    expect(await screen.findByText(TASK_UPLOAD_MESSAGES.mediaUrlInvalid)).toBeInTheDocument();
  });

  it('checks the image type as soon as it is chosen', async () => {
    await openUpload();
    const input = field('Image');
    fireEvent.change(input, { target: { files: [new File(['%PDF'], 'brief.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByText('Image must be a PNG, JPEG, WebP or GIF file')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('img', { name: 'Preview of the chosen image' })).not.toBeInTheDocument();
  });

  it('checks the image size as soon as it is chosen', async () => {
    const { user } = await openUpload();
    await user.upload(field('Image'), png('huge.png', 5 * 1024 * 1024 + 1));
    expect(await screen.findByText('Image must be 5 MB or smaller')).toBeInTheDocument();
  });

  it('previews a valid image, and it can be removed', async () => {
    const { user } = await openUpload();
    await user.upload(field('Image'), png('hero.png'));
    expect(await screen.findByRole('img', { name: 'Preview of the chosen image' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png;base64,/),
    );
    expect(screen.getByText('hero.png')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove image' }));
    await waitFor(() => expect(screen.queryByText('hero.png')).not.toBeInTheDocument());
    expect(screen.queryByRole('img', { name: 'Preview of the chosen image' })).not.toBeInTheDocument();
    expect(field('Image')).toHaveFocus();
  });

  it("caps niches at 12 with 'Limit Exceeded' / \"Can't select more than 12\"", async () => {
    const { user } = await openUpload();
    const boxes = [...document.querySelectorAll<HTMLInputElement>('input[type=checkbox][name^=task-upload-niches]')];
    for (const box of boxes.slice(0, 12)) await user.click(box);
    expect(screen.getByText('12 of 12 selected')).toBeInTheDocument();
    const thirteenth = boxes[12];
    if (!thirteenth) throw new Error('fewer than 13 niches');
    await user.click(thirteenth);
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Limit Exceeded');
    expect(notice).toHaveTextContent("Can't select more than 12");
    expect(thirteenth).not.toBeChecked();
    expect(screen.getByText('12 of 12 selected')).toBeInTheDocument();
  });
});

describe('task upload: the cost (spec points 5 and 9)', () => {
  it('shows the task type amount × target count as money in its currency, live', async () => {
    const { user } = await openUpload();
    const cost = () => screen.getByTestId('task-cost');
    expect(cost()).toHaveTextContent('—');
    await user.selectOptions(field('Task type'), '1');
    await user.type(field('Target count'), '200');
    expect(cost()).toHaveTextContent('$100.00');
    expect(screen.getByText('200 × $0.50 per engagement')).toBeInTheDocument();
    await user.type(field('Target count'), '0');
    expect(cost()).toHaveTextContent('$1,000.00');
    await user.selectOptions(field('Task type'), '2');
    expect(cost()).toHaveTextContent('₦1,500,000.00');
    await user.clear(field('Target count'));
    expect(cost()).toHaveTextContent('₦0.00');
  });

  it('lists the task types with their price', async () => {
    await openUpload();
    const options = within(field('Task type'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual([
      'Select a task type',
      'Instagram follow ($0.50 per engagement)',
      'X like (₦750.00 per engagement)',
    ]);
  });

  it('shows a type that lists no currencies at its bare amount, without a currency', async () => {
    api.set('GET /api/a/taskTypes', {
      success: true,
      taskTypes: [{ id: 5, media: 'tiktok', action: 'like', task_type: 'TikTok like', amount: 0.25, status: 1 }],
    });
    renderAdvertiser(PATH);
    await screen.findByRole('option', { name: 'TikTok like (0.25 per engagement)' });
  });

  it('says when no task types are available', async () => {
    api.set('GET /api/a/taskTypes', { success: true, taskTypes: [] });
    renderAdvertiser(PATH);
    expect(await screen.findByText(/No task types are available right now/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload task' })).toBeDisabled();
  });

  it('shows a clear error with a retry when the task types fail to load', async () => {
    let calls = 0;
    api.set('GET /api/a/taskTypes', () =>
      ++calls === 1 ? json({ error: 'boom' }, 500) : json({ success: true, taskTypes: [] }),
    );
    const { user } = renderAdvertiser(PATH);
    expect(await screen.findByText('Task types unavailable')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent("We couldn't load the task types.");
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/No task types are available right now/)).toBeInTheDocument();
  });

  it('notes that uploaded tasks are reviewed before publishing', async () => {
    await openUpload();
    expect(screen.getByText(/reviewed by our team before they are published/)).toBeInTheDocument();
  });
});

describe('task upload: the call (spec points 3, 4, 7 and 8)', () => {
  it('sends the multipart body of the contract', async () => {
    const { user } = await openUpload();
    await fillValid(user, { niches: ['Tech', 'Music'] });
    await upload(user);
    await waitFor(() => expect(api.callsTo('POST /api/a/taskUpload')).toHaveLength(1));
    const [request] = api.callsTo('POST /api/a/taskUpload');
    expect(request?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(multipartFields(String(request?.body))).toEqual({
      acc_username: '@glowbeauty',
      description: 'Follow us for daily skincare tips',
      taskType: '1',
      mediaUrl: 'https://instagram.com/glowbeauty',
      target_count: '200',
      // jsdom's File loses its name crossing into Node's Request (two realms); its type arrives intact.
      image: expect.stringMatching(/^file:[^:]*:image\/png$/),
      niches: '["tech","music"]',
    });
  });

  it('on success says so, counts 3 seconds down, opens the payment link (not before), and resets the form', async () => {
    // Only intervals are fake: the countdown ticks on them, everything else runs on real time.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { user } = await openUpload();
    await fillValid(user);
    await upload(user);
    expect(await screen.findByText(SUCCESS_TEXT)).toBeInTheDocument();
    // The note is in the success notice as well as beside the form.
    expect(screen.getAllByText(/reviewed by our team before they are published/)).toHaveLength(2);
    expect(screen.getByRole('timer')).toHaveTextContent('Opening the payment page in 3 seconds');

    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('timer')).toHaveTextContent('Opening the payment page in 1 second');
    act(() => vi.advanceTimersByTime(999));
    expect(open).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith('https://checkout.example.com/pay/tx_58213', '_blank', 'noopener,noreferrer');

    expect(await screen.findByText(/The payment page opened in a new tab/)).toBeInTheDocument();
    const link = screen.getByRole('link', { name: /open the payment page/ });
    expect(link).toHaveAttribute('href', 'https://checkout.example.com/pay/tx_58213');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(field('Account username')).toHaveValue('');
    expect(screen.getByText('0 of 12 selected')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(10_000));
    expect(open).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a javascript: link', 'javascript:alert(document.cookie)'],
    ['a relative link', '/pay/tx_1'],
    ['no link', undefined],
  ])('never opens %s', async (_name, link) => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    api.set('POST /api/a/taskUpload', {
      success: true,
      message: 'Task logged successfully',
      ...(link ? { link } : {}),
    });
    const { user } = await openUpload();
    await fillValid(user);
    await upload(user);
    expect(await screen.findByText(SUCCESS_TEXT)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(10_000));
    expect(open).not.toHaveBeenCalled();
    expect(screen.getByText(/did not receive a valid payment link/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /open the payment page/ })).not.toBeInTheDocument();
  });

  it('leaving the page before 3 seconds opens nothing', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { user, router } = await openUpload();
    await fillValid(user);
    await upload(user);
    expect(await screen.findByText(SUCCESS_TEXT)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2000));
    await act(() => router.navigate('/advertiser/dashboard/stats'));
    act(() => vi.advanceTimersByTime(5000));
    expect(open).not.toHaveBeenCalled();
  });

  it("a non-success reply shows 'Failed to log task!' with the server message and keeps the form", async () => {
    api.set('POST /api/a/taskUpload', {
      success: false,
      message: 'The media URL does not match the selected platform.',
    });
    const { user } = await openUpload();
    await fillValid(user);
    await upload(user);
    expect(await findReplyDialog('Failed to log task!')).toHaveTextContent(
      'The media URL does not match the selected platform.',
    );
    expect(field('Account username')).toHaveValue('@glowbeauty');
    expect(open).not.toHaveBeenCalled();
  });

  it('a non-success reply without message shows the default text', async () => {
    api.set('POST /api/a/taskUpload', { success: false });
    const { user } = await openUpload();
    await fillValid(user);
    await upload(user);
    expect(await findReplyDialog('Failed to log task!')).toHaveTextContent(
      'Task failed to log, please try again... If problem persists - reach out to support',
    );
  });

  it.each([
    ['no reply', 'abort' as const, 'Failed to upload task. Please try again.'],
    ['a 500 without message', json({ error: 'boom' }, 500), 'Failed to upload task. Please try again.'],
    ['a 500 with a message', json({ message: 'Storage is full.' }, 500), 'Storage is full.'],
  ])("%s shows 'Failed to upload task'", async (_name, answer, message) => {
    api.set('POST /api/a/taskUpload', answer);
    const { user } = await openUpload();
    await fillValid(user);
    await upload(user);
    expect(await findReplyDialog('Failed to upload task')).toHaveTextContent(message);
  });
});
