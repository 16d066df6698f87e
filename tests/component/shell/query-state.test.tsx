/** QueryState: the one way pages show loaded data (loading, error, empty, content, failed refresh). */
import { useQuery } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/errors';
import { createQueryClient } from '@/api/query-client';
import { QueryState, REFRESH_FAILED } from '@/components/feedback/QueryState';
import { renderInApp } from '../support/render';

type Load = () => Promise<string[]>;

/** axe's findings in jsdom (colour contrast needs layout, so the e2e suites check it). */
async function violations(node: Element): Promise<string[]> {
  const result = await axe.run(node, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((violation) => `${violation.id}: ${violation.help}`);
}

function List({ load }: { load: Load }) {
  const query = useQuery<string[], ApiError>({ queryKey: ['items'], queryFn: load, retry: false });
  return (
    <QueryState
      query={query}
      what="load your items"
      isEmpty={(items) => items.length === 0}
      empty={<p>Nothing here yet</p>}
      skeleton={<div data-testid="item-skeleton" />}
    >
      {(items) => (
        <ul aria-label="Items">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}

const failure = (kind: ApiError['kind']) => new ApiError(kind, 'failed', { status: kind === 'http' ? 500 : undefined });

/** A loader answering each call in turn from `answers` (an Error is thrown). */
function sequence(...answers: (string[] | Error)[]): Load {
  let call = 0;
  return async () => {
    const answer = answers[Math.min(call, answers.length - 1)] ?? [];
    call += 1;
    if (answer instanceof Error) throw answer;
    return answer;
  };
}

describe('QueryState', () => {
  it('shows the page skeleton, announced as loading, until the data comes', async () => {
    let resolve: (items: string[]) => void = () => {};
    const { container } = renderInApp(<List load={() => new Promise((done) => (resolve = done))} />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading your items…');
    expect(within(status).getByTestId('item-skeleton')).toBeInTheDocument();
    expect(await violations(container)).toEqual([]);
    act(() => resolve(['one', 'two']));
    expect(await screen.findByRole('list', { name: 'Items' })).toHaveTextContent('onetwo');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows an error with Try again, which loads again', async () => {
    const user = userEvent.setup();
    const { container } = renderInApp(<List load={sequence(failure('http'), ['again'])} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load your items");
    expect(alert).toHaveTextContent("We couldn't load your items. The server did not answer as expected; please try again.");
    expect(await violations(container)).toEqual([]);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Items' })).toHaveTextContent('again');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says a reply that breaks the contract cannot be used', async () => {
    renderInApp(<List load={sequence(failure('contract'))} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The server sent a reply this page cannot use.');
  });

  it("shows the page's empty state when the page says the data is empty", async () => {
    renderInApp(<List load={sequence([])} />);
    expect(await screen.findByText('Nothing here yet')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('keeps the content when a refresh fails, with a banner and Try again above it', async () => {
    const user = userEvent.setup();
    const queryClient = createQueryClient();
    const { container } = renderInApp(<List load={sequence(['cached'], failure('network'), ['fresh'])} />, queryClient);
    expect(await screen.findByRole('list', { name: 'Items' })).toHaveTextContent('cached');

    await act(() => queryClient.refetchQueries({ queryKey: ['items'] }));
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent(REFRESH_FAILED);
    expect(screen.getByRole('list', { name: 'Items' })).toHaveTextContent('cached');
    expect(await violations(container)).toEqual([]);

    await user.click(within(banner).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('list', { name: 'Items' })).toHaveTextContent('fresh'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
