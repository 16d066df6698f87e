/**
 * The shared niche picker: the full catalog, the cap of 12 with the spec's notice, search, keyboard, and
 * memoisation. Queries go by label and selector rather than by role: 77 options make role queries slow in jsdom.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Niche } from '@generated/models';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { system } from '@/app/system';
import { NichePicker, matchingNiches } from '@/components/forms/NichePicker';
import { NICHES, nicheLabel } from '@/config/catalog';
import type * as CatalogModule from '@/config/catalog';

// nicheLabel runs once per chosen niche whenever the picker renders: counting its calls counts the renders.
vi.mock('@/config/catalog', async (importOriginal) => {
  const actual = await importOriginal<typeof CatalogModule>();
  return { ...actual, nicheLabel: vi.fn(actual.nicheLabel) };
});

const TWELVE: Niche[] = ['tech', 'books', 'science', 'music', 'travel', 'food', 'fitness', 'finance', 'news', 'art', 'gaming', 'podcasts'];

function Controlled({ initial = [], max, onLimit, error }: { initial?: Niche[]; max?: number; onLimit?: (max: number) => void; error?: string }) {
  const [value, setValue] = useState<Niche[]>(initial);
  return (
    <>
      <NichePicker id="niches" value={value} onChange={setValue} max={max} onLimit={onLimit} error={error} />
      <output data-testid="value">{value.join(',')}</output>
    </>
  );
}

function renderPicker(props: Parameters<typeof Controlled>[0] = {}) {
  const view = render(
    <ChakraProvider value={system}>
      <Controlled {...props} />
    </ChakraProvider>,
  );
  return { user: userEvent.setup(), ...view };
}

const option = (label: string) => screen.getByLabelText(label, { selector: 'input[type=checkbox]' });
const valueText = () => screen.getByTestId('value').textContent ?? '';
const shownOptions = (container: HTMLElement) => container.querySelectorAll('#niches-options > li:not([hidden])');

describe('NichePicker', { timeout: 120_000 }, () => {
  it('offers every niche of the catalog with readable labels and the server keys as values', () => {
    const { container } = renderPicker();
    expect(NICHES.length).toBeGreaterThanOrEqual(75);
    expect(container.querySelectorAll('#niches-options input[type=checkbox]')).toHaveLength(NICHES.length);
    expect(option('Automotive')).toHaveAttribute('value', 'automotiv');
    expect(option('True crime')).toHaveAttribute('value', 'true_crime');
    expect(screen.getByText('0 of 12 selected')).toBeInTheDocument();
    expect(container.querySelector('fieldset legend')).toHaveTextContent('Niches');
  });

  it('selects and deselects, lists the choices as removable tags, and moves focus after a removal', async () => {
    const { user } = renderPicker();
    await user.click(option('Tech'));
    await user.click(option('Books'));
    expect(valueText()).toBe('tech,books');
    expect(screen.getByText('2 of 12 selected')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Remove Tech'));
    expect(valueText()).toBe('books');
    expect(screen.getByLabelText('Remove Books')).toHaveFocus();
    await user.click(option('Books'));
    expect(valueText()).toBe('');
    expect(screen.queryByLabelText('Remove Books')).not.toBeInTheDocument();
  });

  it("caps at 12: the 13th leaves the choice alone and shows 'Limit Exceeded' / \"Can't select more than 12\"", async () => {
    const onLimit = vi.fn();
    const { user } = renderPicker({ initial: TWELVE, onLimit });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(option('Anime'));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Limit Exceeded');
    expect(alert).toHaveTextContent("Can't select more than 12");
    expect(onLimit).toHaveBeenCalledWith(12);
    expect(option('Anime')).not.toBeChecked();
    expect(valueText().split(',')).toEqual(TWELVE);
    // Making room clears the notice, and the pick then works.
    await user.click(option('Tech'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(option('Anime'));
    expect(option('Anime')).toBeChecked();
  });

  it('honours another cap in its notice', async () => {
    const { user } = renderPicker({ max: 2 });
    await user.click(option('Tech'));
    await user.click(option('Art'));
    await user.click(option('Yoga'));
    expect(screen.getByRole('alert')).toHaveTextContent("Can't select more than 2");
    expect(valueText()).toBe('tech,art');
  });

  it('filters by label or key, and says when nothing matches', async () => {
    const { user, container } = renderPicker();
    const search = screen.getByLabelText('Search niches');
    await user.type(search, 'true cr');
    expect(shownOptions(container)).toHaveLength(1);
    expect(shownOptions(container)[0]).toHaveTextContent('True crime');
    await user.clear(search);
    await user.type(search, 'zzz');
    expect(shownOptions(container)).toHaveLength(0);
    expect(screen.getByText(/No niches match “zzz”/)).toBeInTheDocument();
    expect(matchingNiches('').size).toBe(NICHES.length);
    expect([...matchingNiches('automotiv')]).toEqual(['automotiv']);
    expect([...matchingNiches('Home DECOR')]).toEqual(['home_decor']);
  });

  it('works with the keyboard alone: search, Tab to an option, Space to pick', async () => {
    const { user } = renderPicker();
    await user.tab();
    expect(screen.getByLabelText('Search niches')).toHaveFocus();
    await user.keyboard('anim');
    await user.tab();
    expect(option('Animals')).toHaveFocus();
    await user.keyboard(' ');
    await user.tab();
    expect(option('Anime')).toHaveFocus();
    await user.keyboard(' ');
    expect(valueText()).toBe('animals,anime');
  });

  it('links a validation message to the group and to the search box', () => {
    const { container } = renderPicker({ error: 'Please select at least 12 niches' });
    const group = container.querySelector('fieldset');
    expect(group?.getAttribute('aria-describedby')).toContain('niches-error');
    expect(screen.getByText('Please select at least 12 niches')).toHaveAttribute('id', 'niches-error');
    expect(screen.getByLabelText('Search niches')).toHaveAccessibleDescription('Please select at least 12 niches');
    expect(screen.getByLabelText('Search niches')).toHaveAttribute('aria-invalid', 'true');
  });

  it('is memoised: a parent re-render with the same props does not render the picker again', () => {
    const label = vi.mocked(nicheLabel);
    const value: Niche[] = ['tech'];
    const onChange = vi.fn();
    function Parent() {
      const [count, setCount] = useState(0);
      return (
        <>
          <button type="button" onClick={() => setCount((current) => current + 1)}>
            Re-render {count}
          </button>
          <NichePicker id="niches" value={value} onChange={onChange} />
        </>
      );
    }
    render(
      <ChakraProvider value={system}>
        <Parent />
      </ChakraProvider>,
    );
    expect(label).toHaveBeenCalledWith('tech');
    label.mockClear();
    fireEvent.click(screen.getByRole('button', { name: 'Re-render 0' }));
    fireEvent.click(screen.getByRole('button', { name: 'Re-render 1' }));
    expect(screen.getByRole('button', { name: 'Re-render 2' })).toBeInTheDocument();
    expect(label).not.toHaveBeenCalled();
  });
});
