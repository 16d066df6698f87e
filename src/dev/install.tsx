/**
 * Installs the dev-only mock switcher: src/app/main.tsx imports this module dynamically behind
 * `import.meta.env.DEV`, so none of it (nor the contract text it reads) reaches the production build.
 *
 *  - reads openapi/cliq.yaml (Vite `?raw`, parsed with yaml into its model, @cliq/contract/model) and
 *    mock-server/scenarios.json;
 *  - takes the selection from the URL (?mockScenario=...&mockOp=...) or sessionStorage;
 *  - adds the Prefer header per operation through the HTTP module's middleware;
 *  - refetches what is on screen after every change;
 *  - logs the contract drift the HTTP module reports (the panel's Contract tab);
 *  - renders the floating panel in its own root.
 */
import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import type { QueryClient } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { parse } from 'yaml';
import contractText from '../../openapi/cliq.yaml?raw';
import scenarioData from '../../mock-server/scenarios.json';
// Named for what it does here: it registers a middleware, it is not a React hook.
import { useHttpMiddleware as addHttpMiddleware } from '@/api/http';
import { onContractReport } from '@/api/contract-report';
import { createContractLog } from './contract-log';
import { createMockStore } from './mock-store';
import { MockSwitcher } from './MockSwitcher';
import { createPreferMiddleware } from './prefer-middleware';
import { createModel } from '@cliq/contract/model';
import type { ScenarioFile } from './scenarios';

const HOST_ID = 'cliq-mock-switcher';

/** Installs the switcher, drawn with the app's Chakra system; returns a function that removes it again. */
export function install(queryClient: QueryClient, system: SystemContext): () => void {
  const model = createModel(parse(contractText) as unknown);
  // JSON imports are typed by their literal shape; the contract test checks the file against ScenarioFile.
  const scenarios = scenarioData as unknown as ScenarioFile;
  const store = createMockStore(model, scenarios, {
    search: window.location.search,
    storage: window.sessionStorage,
  });

  const removeMiddleware = addHttpMiddleware(createPreferMiddleware(store.choiceFor));
  const unsubscribe = store.subscribe(() => void queryClient.invalidateQueries());
  const contractLog = createContractLog();
  const stopLogging = onContractReport(contractLog.add);

  document.getElementById(HOST_ID)?.remove();
  const host = document.createElement('div');
  host.id = HOST_ID;
  document.body.append(host);
  const root = createRoot(host);
  root.render(
    <ChakraProvider value={system}>
      <MockSwitcher store={store} operations={model.operations} scenarios={scenarios} contractLog={contractLog} />
    </ChakraProvider>,
  );

  return () => {
    stopLogging();
    unsubscribe();
    removeMiddleware();
    root.unmount();
    host.remove();
  };
}
