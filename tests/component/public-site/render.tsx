/** Renders a public-site piece the way the app does: inside the Chakra system and a router. */
import { ChakraProvider } from '@chakra-ui/react';
import { CacheProvider } from '@emotion/react';
import { configure, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { system } from '@/app/system';
import { testEmotionCache } from '../../setup/emotion';

// Chakra in jsdom is slow on a busy machine: give findBy/waitFor room before they give up.
configure({ asyncUtilTimeout: 5_000 });

/** Shows the router's current path, so a test can tell where a link led. */
function LocationProbe() {
  const { pathname } = useLocation();
  return <div data-testid="location">{pathname}</div>;
}

export function renderPublic(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  return render(
    <CacheProvider value={testEmotionCache()}>
      <ChakraProvider value={system}>
        <MemoryRouter initialEntries={[route]}>
          {ui}
          <Routes>
            <Route path="*" element={<LocationProbe />} />
          </Routes>
        </MemoryRouter>
      </ChakraProvider>
    </CacheProvider>,
  );
}
