/**
 * The task type's prices: one row per currency (a currency of the server's list and an amount), added and removed
 * with the keyboard in reach (a new row's currency takes focus, after a removal the add button does), and the one
 * message about them all once the form was submitted.
 */
import {
  Alert,
  Button,
  Field,
  Fieldset,
  Flex,
  HStack,
  IconButton,
  Input,
  InputGroup,
  NativeSelect,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import type { Currency } from '@generated/models';
import { useEffect, useRef } from 'react';
import FiAlertCircle from '~icons/feather/alert-circle';
import FiPlus from '~icons/feather/plus';
import FiTrash2 from '~icons/feather/trash-2';
import type { Form } from '@/components/forms/useForm';
import {
  currencyChoices,
  isValidAmount,
  newCurrencyRow,
  type CurrencyRowValues,
  type TaskTypeFormValues,
} from './task-type-schema';
import { IDS } from './useTaskTypeForm';

interface CurrencyRowProps {
  row: CurrencyRowValues;
  /** 1 for the first row: the controls' labels say which row they are in. */
  position: number;
  currencies: readonly Currency[];
  /** The currencies other rows have chosen: offered, but disabled. */
  usedCodes: ReadonlySet<string>;
  currencyInvalid: boolean;
  amountInvalid: boolean;
  onChange: (key: 'cur_code' | 'amount', value: string) => void;
  onRemove: () => void;
}

/** One currency row: its currency, its amount (with the currency's symbol) and its remove button. */
function CurrencyRow(props: CurrencyRowProps) {
  const { row, position, usedCodes, currencyInvalid, amountInvalid, onChange } = props;
  const symbol = props.currencies.find((currency) => currency.cur_code === row.cur_code)?.symbol;
  return (
    <Flex as="li" gap="3" align="flex-end" wrap={{ base: 'wrap', sm: 'nowrap' }}>
      <Field.Root id={IDS.currency(row.rowId)} invalid={currencyInvalid} flex="1" minW="40">
        <Field.Label fontSize="sm">
          Currency <VisuallyHidden>{position}</VisuallyHidden>
        </Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={row.cur_code}
            onChange={(event) => onChange('cur_code', event.target.value)}
            aria-describedby={currencyInvalid ? IDS.currenciesError : undefined}
          >
            <option value="">Choose currency</option>
            {currencyChoices(props.currencies, row.cur_code).map((currency) => (
              <option
                key={currency.cur_code}
                value={currency.cur_code}
                disabled={currency.cur_code !== row.cur_code && usedCodes.has(currency.cur_code)}
              >
                {currency.cur_code}
                {currency.name && currency.name !== currency.cur_code ? ` — ${currency.name}` : ''}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root id={IDS.amount(row.rowId)} invalid={amountInvalid} w={{ base: 'calc(100% - 3.25rem)', sm: '40' }}>
        <Field.Label fontSize="sm">
          Amount <VisuallyHidden>{position}</VisuallyHidden>
        </Field.Label>
        <InputGroup startElement={symbol ? <span aria-hidden="true">{symbol}</span> : undefined}>
          <Input
            type="number"
            inputMode="decimal"
            min="0"
            step="any"
            value={row.amount}
            onChange={(event) => onChange('amount', event.target.value)}
            aria-describedby={amountInvalid ? IDS.currenciesError : undefined}
          />
        </InputGroup>
      </Field.Root>
      <IconButton
        aria-label={`Remove currency ${position}`}
        variant="ghost"
        colorPalette="red"
        onClick={props.onRemove}
      >
        <FiTrash2 aria-hidden="true" />
      </IconButton>
    </Flex>
  );
}

export function CurrencyRows({
  form,
  currencies,
}: {
  form: Form<TaskTypeFormValues>;
  currencies: readonly Currency[];
}) {
  const { values, submitCount, setValue } = form;
  const { errors } = form.formik;
  const rows = values.currencies;

  const currencyError = submitCount > 0 && typeof errors.currencies === 'string' ? errors.currencies : undefined;
  const usedCodes = new Set(rows.map((row) => row.cur_code).filter(Boolean));
  const duplicated = (code: string) => code !== '' && rows.filter((row) => row.cur_code === code).length > 1;
  const rowCurrencyInvalid = (code: string) => Boolean(currencyError) && (code.trim() === '' || duplicated(code));
  const rowAmountInvalid = (amount: string) =>
    Boolean(currencyError) && (amount.trim() === '' || !isValidAmount(amount));

  // A new row's currency control takes focus; after a removal, the add button does.
  const focusAfterRender = useRef<string | null>(null);
  useEffect(() => {
    if (focusAfterRender.current === null) return;
    document.getElementById(focusAfterRender.current)?.focus();
    focusAfterRender.current = null;
  });

  const setRow = (index: number, key: 'cur_code' | 'amount', value: string) =>
    void setValue(`currencies.${index}.${key}`, value);
  const addRow = () => {
    const row = newCurrencyRow();
    focusAfterRender.current = IDS.currency(row.rowId);
    void setValue('currencies', [...rows, row]);
  };
  const removeRow = (index: number) => {
    focusAfterRender.current = IDS.addCurrency;
    void setValue(
      'currencies',
      rows.filter((_, position) => position !== index),
    );
  };

  const allUsed = currencies.length > 0 && rows.length >= currencies.length;

  return (
    <Fieldset.Root>
      <Fieldset.Legend fontWeight="medium">Currencies</Fieldset.Legend>
      <Fieldset.HelperText>The amount paid for one engagement, in each currency.</Fieldset.HelperText>
      {currencies.length === 0 ? (
        <Alert.Root status="warning" size="sm" borderRadius="l2">
          <Alert.Indicator />
          <Alert.Title>The server lists no currencies, so a task type can&apos;t be priced yet.</Alert.Title>
        </Alert.Root>
      ) : null}
      <Stack gap="3" as="ol" listStyleType="none">
        {rows.map((row, index) => (
          <CurrencyRow
            key={row.rowId}
            row={row}
            position={index + 1}
            currencies={currencies}
            usedCodes={usedCodes}
            currencyInvalid={rowCurrencyInvalid(row.cur_code)}
            amountInvalid={rowAmountInvalid(row.amount)}
            onChange={(key, value) => setRow(index, key, value)}
            onRemove={() => removeRow(index)}
          />
        ))}
      </Stack>
      {currencyError ? (
        <HStack
          id={IDS.currenciesError}
          color="fg.error"
          fontSize="sm"
          fontWeight="medium"
          gap="1.5"
          aria-live="polite"
        >
          <FiAlertCircle aria-hidden="true" />
          <Text>{currencyError}</Text>
        </HStack>
      ) : null}
      <div>
        <Button
          id={IDS.addCurrency}
          variant="outline"
          size="sm"
          onClick={addRow}
          disabled={allUsed}
          aria-describedby={rows.length === 0 && currencyError ? IDS.currenciesError : undefined}
        >
          <FiPlus aria-hidden="true" /> Add currency
        </Button>
      </div>
    </Fieldset.Root>
  );
}
