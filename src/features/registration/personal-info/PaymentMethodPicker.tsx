/**
 * Phase 1's payment method: exactly one of bank_transfer, crypto_currency, mobile_money (spec points 3 and 5).
 * Offered as (native) checkboxes capped at 1, as the spec describes: choosing a second shows 'Limit Exceeded' /
 * "Can't select more than 1" and keeps the first. The details each method needs are collected later, in the
 * dashboard; they are named here so the choice is informed.
 */
import { Fieldset, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { PaymentMethod } from '@generated/models';
import { memo } from 'react';
import { useLatest } from '@/lib/useLatest';
import { ChoiceCheckbox, ChoiceLabel } from '@/components/forms/Choice';
import { LimitNotice, useLimitNotice } from '@/components/forms/LimitNotice';
import { PAYMENT_METHODS } from '@/config/catalog';
import { LIMITS } from '@/config/constants';

const detailsOf = (fields: readonly { label: string }[]) =>
  fields.map((field, index) => (index === 0 ? field.label : field.label.toLowerCase())).join(', ');

export const PaymentMethodPicker = memo(function PaymentMethodPicker({
  id,
  value,
  onChange,
  error,
}: {
  /** Id of the first checkbox (focus target when the choice is missing). */
  id: string;
  value: readonly PaymentMethod[];
  onChange: (next: PaymentMethod[]) => void;
  error?: string | undefined;
}) {
  const notice = useLimitNotice();
  const latest = useLatest(value);
  const max = LIMITS.paymentMethods;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  const toggle = (method: PaymentMethod) => {
    const current = latest.current;
    if (current.includes(method)) {
      notice.clear();
      onChange(current.filter((item) => item !== method));
    } else if (current.length >= max) {
      notice.hit();
    } else {
      notice.clear();
      onChange([...current, method]);
    }
  };

  return (
    <Fieldset.Root
      invalid={Boolean(error)}
      aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
      gap="3"
    >
      <Fieldset.Legend fontWeight="semibold" fontSize="sm" color="fg">
        Payment method
        <Text as="span" color="fg.error" aria-hidden="true" ms="1">
          *
        </Text>
      </Fieldset.Legend>
      <Text id={hintId} fontSize="sm" color="fg.muted" mt="-1">
        Choose {max} way to receive your earnings. You add its details later, in your profile.
      </Text>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
        {PAYMENT_METHODS.map((method, index) => {
          const checked = value.includes(method.value);
          return (
            <ChoiceLabel key={method.value} checked={checked} alignItems="flex-start" gap="3" px="4" py="3">
              <ChoiceCheckbox
                id={index === 0 ? id : undefined}
                name="payment_method"
                value={method.value}
                checked={checked}
                onChange={() => toggle(method.value)}
                aria-labelledby={`${id}-${method.value}-label`}
                aria-describedby={`${id}-${method.value}-details`}
                mt="1"
              />
              <Stack gap="0.5">
                <Text as="span" id={`${id}-${method.value}-label`} fontWeight="semibold">
                  {method.label}
                </Text>
                <Text as="span" id={`${id}-${method.value}-details`} fontSize="xs" color="fg.muted">
                  {detailsOf(method.fields)}
                </Text>
              </Stack>
            </ChoiceLabel>
          );
        })}
      </SimpleGrid>
      <LimitNotice max={max} shown={notice.shown} />
      {error ? (
        <Fieldset.ErrorText id={errorId} color="fg.error" fontWeight="medium" mt="0">
          {error}
        </Fieldset.ErrorText>
      ) : null}
    </Fieldset.Root>
  );
});
