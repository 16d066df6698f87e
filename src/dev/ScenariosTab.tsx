/**
 * The mock panel's Scenarios tab: the named scenario, the choices per operation, and a link that shares the setup
 * (with "Back to Prism defaults").
 */
import { Box, Button, Field, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { OperationOverrides } from './OperationOverrides';
import type { MockPanel } from './useMockSwitcher';

/** The scenario select, with what the chosen one does; it takes focus when the panel opens. */
function ScenarioPicker({ panel }: { panel: MockPanel }) {
  const { selection, scenarios, active } = panel;
  return (
    <Field.Root>
      <Field.Label>Scenario</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          autoFocus
          value={selection.scenario ?? ''}
          onChange={(event) => panel.setScenario(event.currentTarget.value)}
        >
          <option value="">Prism defaults (no scenario)</option>
          {scenarios.scenarios.map((scenario) => (
            <option key={scenario.name} value={scenario.name}>
              {scenario.title} ({scenario.name})
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.HelperText>
        {active ? active.description : 'Every operation answers with its first example.'}
      </Field.HelperText>
    </Field.Root>
  );
}

/** The tab's foot: the setup as a link, its Copy link (and whether it worked), and Back to Prism defaults. */
function ShareSetup({ panel }: { panel: MockPanel }) {
  const { store, selection, overrideCount, link, copied } = panel;
  return (
    <Stack gap="2" px="4" pt="2" pb="3" borderTopWidth="1px" borderColor="border">
      <Field.Root>
        <Field.Label fontSize="xs">Link to this setup</Field.Label>
        <HStack gap="2" width="full">
          <Input size="xs" readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
          <Button size="xs" colorPalette="brand" onClick={panel.copyLink}>
            Copy link
          </Button>
        </HStack>
      </Field.Root>
      <HStack justify="space-between">
        <Text aria-live="polite" fontSize="xs" color={copied === 'failed' ? 'fg.error' : 'fg.muted'}>
          {copied === 'copied' && 'Link copied.'}
          {copied === 'failed' && 'Could not copy: select the link and copy it.'}
        </Text>
        <Button
          size="xs"
          variant="outline"
          disabled={!selection.scenario && overrideCount === 0}
          onClick={() => store.set({ scenario: null, overrides: {} })}
        >
          Back to Prism defaults
        </Button>
      </HStack>
    </Stack>
  );
}

export function ScenariosTab({ panel }: { panel: MockPanel }) {
  const problems = panel.store.problems();
  return (
    <>
      <Stack gap="4" px="4" py="3" overflowY="auto" flex="1">
        <Text color="fg.muted" fontSize="xs">
          Dev build only. Choices apply to the next request and what is on screen is fetched again. Statuses and
          examples reach the Prism mock as Prefer headers (a real server ignores them); a 500, a timeout or offline is
          made by the dev server, whatever the backend.
        </Text>

        {problems.length > 0 && (
          <Box role="status" bg="orange.subtle" color="orange.fg" rounded="l2" px="3" py="2" fontSize="xs">
            {problems.map((problem) => (
              <Text key={problem}>{problem}</Text>
            ))}
          </Box>
        )}

        <ScenarioPicker panel={panel} />
        <OperationOverrides panel={panel} />
      </Stack>
      <ShareSetup panel={panel} />
    </>
  );
}
