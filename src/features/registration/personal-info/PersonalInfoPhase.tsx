/**
 * Phase 1, Personal Info (spec points 3, 5, 7, 8): every field of the registration payload with its defaults,
 * validated on Save with the spec's messages (a field's error clears as soon as it is edited), then the
 * 'Confirm details' dialog ('I have') before POST /api/u/register.
 *
 * Replies: 200/201/409 carry a FlowReply. success keeps the returned id and moves to phase 2 after 3 seconds;
 * anything else opens the server's dialog with register's rule (title sbj or 'Please note', button btnMsg or
 * 'Open mail'; okay only closes, any other action opens webmail). Other statuses and network failures show
 * 'Registration failed. Please check your internet connection try again.' A failed submit keeps every value.
 * Offline, the offline sentence follows it; when the outcome is unknown (a timeout, the connection lost after
 * sending, an unreadable reply) so does "We couldn't confirm whether your registration went through.", and a
 * retry of the same details carries the same Idempotency-Key (src/api/idempotency.ts).
 *
 * Typing stays instant: validation runs only on Save, and the niche and payment pickers are memoised with
 * stable callbacks, so a keystroke re-renders the text fields only.
 */
import { RadioGroup, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { FlowReplyId, Niche, PaymentMethod, RegistrationPayloadGender } from '@generated/models';
import { registerUser } from '@generated/hooks/registration/registration';
import { memo, useCallback, useEffect, useState } from 'react';
import { isUnknownOutcome, withOfflineNote } from '@/api/errors';
import { useIdempotentMutation } from '@/api/idempotency';
import { registerReplyOptions } from '@/api/reply-options';
import { useReplyDialog } from '@/components/feedback/ReplyDialog';
import { DRAFT_RESTORED_NO_PASSWORD, DraftNotice } from '@/components/forms/DraftNotice';
import { SelectField, TextField } from '@/components/forms/fields';
import { NewPasswordFields } from '@/components/forms/NewPasswordFields';
import { NichePicker } from '@/components/forms/NichePicker';
import { useForm } from '@/components/forms/useForm';
import { AGE_RANGES, COUNTRIES, USER_GENDERS } from '@/config/catalog';
import { LIMITS, TIMINGS } from '@/config/constants';
import { MESSAGES } from '../messages';
import {
  INITIAL_PERSONAL_INFO,
  PERSONAL_INFO_ORDER,
  personalInfoSchema,
  toRegistrationPayload,
  type PersonalInfoField,
  type PersonalInfoValues,
} from './schema';
import { PaymentMethodPicker } from './PaymentMethodPicker';
import { PhaseFrame } from '../components/PhaseFrame';
import { PhaseSave } from '../components/PhaseSave';
import { useDelayedAction } from '../useDelayedAction';

export const personalInfoId = (name: PersonalInfoField): string => `reg-${name.replace(/_/g, '-')}`;

const GenderField = memo(function GenderField({
  value,
  error,
  onChange,
}: {
  value: string;
  error: string | undefined;
  onChange: (value: RegistrationPayloadGender) => void;
}) {
  const errorId = `${personalInfoId('gender')}-error`;
  return (
    <RadioGroup.Root
      value={value}
      onValueChange={(details) => {
        if (details.value) onChange(details.value as RegistrationPayloadGender);
      }}
      name="gender"
      colorPalette="brand"
      aria-describedby={error ? errorId : undefined}
    >
      <Stack gap="2">
        <RadioGroup.Label fontWeight="semibold" fontSize="sm">
          Gender
          <Text as="span" color="fg.error" aria-hidden="true" ms="1">
            *
          </Text>
        </RadioGroup.Label>
        <Stack direction="row" gap="6" minH="10" align="center">
          {USER_GENDERS.map((option) => (
            <RadioGroup.Item key={option.value} value={option.value} cursor="pointer">
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{option.label}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
        {error ? (
          <Text id={errorId} color="fg.error" fontSize="sm" fontWeight="medium">
            {error}
          </Text>
        ) : null}
      </Stack>
    </RadioGroup.Root>
  );
});

export function PersonalInfoPhase({
  referrerId,
  getDraft,
  onDraftChange,
  onRegistered,
  onAdvance,
  focusHeading,
  draftRestored = false,
  onDraftDiscarded,
}: {
  referrerId: string;
  /** Values to start from (what was typed before leaving this phase); read once, on mount. */
  getDraft: () => PersonalInfoValues;
  onDraftChange: (values: PersonalInfoValues) => void;
  /** A successful registration's id, as soon as it is known. */
  onRegistered: (id: FlowReplyId | undefined) => void;
  /** Called 3 seconds after a successful registration. */
  onAdvance: () => void;
  focusHeading: boolean;
  /** Whether the draft came back from the tab's storage (a reload): says so, with Start over. */
  draftRestored?: boolean;
  onDraftDiscarded?: () => void;
}) {
  const dialog = useReplyDialog();
  // Idempotency-Key per attempt, reused on a retry after an unknown outcome.
  const register = useIdempotentMutation('POST /api/u/register', registerUser);
  const advance = useDelayedAction();
  const [registered, setRegistered] = useState<string | null>(null);
  const [initialValues] = useState(getDraft);

  const send = async (values: PersonalInfoValues) => {
    try {
      const reply = await register.mutateAsync(toRegistrationPayload(values, referrerId));
      if (reply.data.success) {
        setRegistered(reply.data.msg?.trim() || 'Registration successful');
        onRegistered(reply.data.id);
        advance.schedule(onAdvance, TIMINGS.phaseAdvance);
      } else {
        dialog.show(reply.data, registerReplyOptions);
      }
    } catch (error) {
      const failed = withOfflineNote(MESSAGES.registrationFailed, error);
      dialog.notify(
        MESSAGES.pleaseNote,
        isUnknownOutcome(error) ? `${failed} ${MESSAGES.registrationUnknown}` : failed,
      );
    }
  };

  const form = useForm<PersonalInfoValues>({
    id: 'reg',
    idOf: personalInfoId,
    initialValues,
    validationSchema: personalInfoSchema,
    order: PERSONAL_INFO_ORDER,
    // Checked on Save only (typing stays fast with every niche on screen); a field's message goes once it is edited.
    validateWhileTyping: false,
    showErrors: 'submitted',
    onSubmit: (values) => {
      dialog.show(
        {
          sbj: MESSAGES.confirmTitle,
          msg: MESSAGES.confirmMessage,
          btnMsg: MESSAGES.confirmButton,
          clearBtnMsg: MESSAGES.confirmCancel,
          onClick: 'nextStep',
        },
        {
          defaultTitle: MESSAGES.confirmTitle,
          defaultButton: MESSAGES.confirmButton,
          // 'I have' sends; the second button only closes, back to the form.
          actions: { nextStep: () => void send(values) },
        },
      );
    },
  });
  const { values } = form;
  const { setFieldValue, setFieldError } = form.formik;

  useEffect(() => {
    onDraftChange(values);
  }, [values, onDraftChange]);

  // The pickers are not typed in: their messages go as soon as they change (spec point 5).
  const onNiches = useCallback(
    (next: Niche[]) => {
      void setFieldValue('niches', next, false);
      setFieldError('niches', undefined);
    },
    [setFieldValue, setFieldError],
  );
  const onPayment = useCallback(
    (next: PaymentMethod[]) => {
      void setFieldValue('payment_method', next, false);
      setFieldError('payment_method', undefined);
    },
    [setFieldValue, setFieldError],
  );
  const onGender = useCallback(
    (next: RegistrationPayloadGender) => {
      void setFieldValue('gender', next, false);
      setFieldError('gender', undefined);
    },
    [setFieldValue, setFieldError],
  );

  const startOver = () => {
    form.formik.resetForm({ values: INITIAL_PERSONAL_INFO });
    onDraftDiscarded?.();
  };

  return (
    <PhaseFrame
      phase={1}
      description="Tell us about yourself. You will use your username or email and password to sign in."
      focusHeading={focusHeading}
    >
      <form {...form.props} aria-label="Personal info">
        <Stack gap="8">
          {draftRestored && registered === null ? (
            <DraftNotice onStartOver={startOver} note={DRAFT_RESTORED_NO_PASSWORD} />
          ) : null}
          <Text fontSize="sm" color="fg.muted">
            Fields marked * are required.
          </Text>

          <Stack gap="5">
            <Text as="h3" id="reg-about-heading" fontWeight="bold" fontSize="lg">
              About you
            </Text>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
              <TextField form={form} name="username" label="Username" required kind="username" />
              <TextField form={form} name="fullname" label="Full name" required autoComplete="name" />
              <TextField form={form} name="email" label="Email" required kind="email" />
              <TextField form={form} name="phone_number" label="Phone number" required kind="tel" />
              <SelectField form={form} name="country" label="Country" required options={COUNTRIES} />
              <SelectField form={form} name="age_range" label="Age range" required options={AGE_RANGES} />
            </SimpleGrid>
            <TextField form={form} name="address" label="Address" required autoComplete="street-address" />
            <GenderField value={values.gender} error={form.error('gender')} onChange={onGender} />
          </Stack>

          <Stack gap="5">
            <Text as="h3" id="reg-password-heading" fontWeight="bold" fontSize="lg">
              Password
            </Text>
            <NewPasswordFields form={form} />
          </Stack>

          <Stack gap="5">
            <Text as="h3" id="reg-interests-heading" fontWeight="bold" fontSize="lg">
              Interests and payment
            </Text>
            <NichePicker
              id={personalInfoId('niches')}
              value={values.niches}
              onChange={onNiches}
              max={LIMITS.nicheCap}
              min={LIMITS.nicheMinRegistration}
              required
              hint={`Choose ${LIMITS.nicheMinRegistration} niches that interest you: your tasks are matched to them.`}
              error={form.error('niches')}
            />
            <PaymentMethodPicker
              id={personalInfoId('payment_method')}
              value={values.payment_method}
              onChange={onPayment}
              error={form.error('payment_method')}
            />
          </Stack>

          <PhaseSave saved={registered} saving={register.isPending} next={2} />
        </Stack>
      </form>
    </PhaseFrame>
  );
}
