/**
 * The mock panel's "Per operation": each operation of the contract, grouped by tag and found by path, id or
 * summary, with a select of its declared statuses and examples and the failures the dev server makes.
 */
import { Accordion, Badge, Button, Field, HStack, Heading, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { FAULTS } from '../../mock-server/faults.mjs';
import { isFaultChoice, type Override } from './mock-store';
import type { Operation } from '../../openapi/model.mjs';
import { FAULT_TEXT, choiceKey, choiceText, faultKey } from './mock-choices';
import { choicesOf, defaultChoice, type ResolvedChoice } from './scenarios';
import type { MockPanel } from './useMockSwitcher';

interface OperationChoiceProps {
  operation: Operation;
  override: Override | undefined;
  scenarioChoice: ResolvedChoice | undefined;
  onChange: (value: string) => void;
}

/** One operation's select: what it inherits (the scenario's choice or the first example), or an override. */
function OperationChoice({ operation, override, scenarioChoice, onChange }: OperationChoiceProps) {
  const fallback = defaultChoice(operation);
  const inherited = scenarioChoice
    ? `Scenario: ${choiceText(scenarioChoice)}`
    : `Default: ${fallback ? choiceText(fallback) : 'first example'}`;
  const value =
    override === undefined
      ? ''
      : override === 'default'
        ? 'default'
        : isFaultChoice(override)
          ? faultKey(override.fault)
          : choiceKey(override);
  return (
    <Field.Root>
      <Field.Label display="block" fontWeight="normal">
        <Text as="span" fontFamily="mono" fontSize="xs" fontWeight="semibold">
          {operation.label}
        </Text>
        {operation.summary && (
          <Text as="span" display="block" color="fg.muted" fontSize="xs">
            {operation.summary}
          </Text>
        )}
      </Field.Label>
      <NativeSelect.Root size="xs">
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.currentTarget.value)}>
          <option value="">{inherited}</option>
          {scenarioChoice && (
            <option value="default">Prism default{fallback ? `: ${choiceText(fallback)}` : ''}</option>
          )}
          {choicesOf(operation).map((choice) => (
            <option key={choiceKey(choice)} value={choiceKey(choice)}>
              {choiceText(choice)}
            </option>
          ))}
          <optgroup label="Failures the dev server makes">
            {FAULTS.map((fault) => (
              <option key={fault} value={faultKey(fault)}>
                {FAULT_TEXT[fault]}
              </option>
            ))}
          </optgroup>
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

export function OperationOverrides({ panel }: { panel: MockPanel }) {
  const { store, selection, overrideCount, filter, tags } = panel;
  return (
    <Stack gap="2">
      <HStack justify="space-between" align="end" gap="3">
        <Heading as="h3" size="xs">
          Per operation
        </Heading>
        {overrideCount > 0 && (
          <Button size="2xs" variant="ghost" onClick={() => store.set({ scenario: selection.scenario, overrides: {} })}>
            Clear {overrideCount} override{overrideCount === 1 ? '' : 's'}
          </Button>
        )}
      </HStack>
      <Field.Root>
        <Field.Label srOnly>Find an operation</Field.Label>
        <Input
          size="sm"
          type="search"
          placeholder="Find an operation (path, id or summary)"
          value={filter}
          onChange={(event) => panel.setFilter(event.currentTarget.value)}
        />
      </Field.Root>
      {tags.length === 0 && <Text color="fg.muted">No operation matches “{filter}”.</Text>}
      <Accordion.Root multiple collapsible lazyMount unmountOnExit size="sm" variant="plain">
        {tags.map(([tag, list]) => {
          const changed = list.filter((o) => o.id in selection.overrides).length;
          return (
            <Accordion.Item key={tag} value={tag}>
              <Accordion.ItemTrigger>
                <HStack flex="1" gap="2">
                  <Text fontWeight="semibold" textTransform="capitalize">
                    {tag}
                  </Text>
                  <Text color="fg.muted">({list.length})</Text>
                  {changed > 0 && (
                    <Badge size="sm" colorPalette="brand">
                      {changed} changed
                    </Badge>
                  )}
                </HStack>
                <Accordion.ItemIndicator />
              </Accordion.ItemTrigger>
              <Accordion.ItemContent>
                <Accordion.ItemBody>
                  <Stack gap="3">
                    {list.map((operation) => (
                      <OperationChoice
                        key={operation.id}
                        operation={operation}
                        override={selection.overrides[operation.id]}
                        scenarioChoice={store.scenarioChoice(operation.id)}
                        onChange={(value) => panel.setOverride(operation, value)}
                      />
                    ))}
                  </Stack>
                </Accordion.ItemBody>
              </Accordion.ItemContent>
            </Accordion.Item>
          );
        })}
      </Accordion.Root>
    </Stack>
  );
}
