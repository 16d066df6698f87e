import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OfflineBanner } from '@/components/feedback/OfflineBanner';

afterEach(() => vi.restoreAllMocks());

describe('OfflineBanner', () => {
  it('shows the offline sentence while the browser is offline, and goes away when it is back', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    render(
      <ChakraProvider value={defaultSystem}>
        <OfflineBanner />
      </ChakraProvider>,
    );
    expect(screen.queryByRole('status')).toBeNull();
    onLine.mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.getByRole('status')).toHaveTextContent("You're offline. Check your connection and try again.");
    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
