/**
 * /advertiser/register (spec points 2, 3, 5, 7, 8): the advertiser registration form.
 *
 * Every rule and message of spec point 5 is checked before anything is sent (schema.ts). On a successful reply
 * the advertiser goes to /advertiser/regCompletion, which shows the server's msg and asks them to check their
 * mail. A non-success reply shows its msg (or 'Registration failed. Please try again.') in the reply dialog; no
 * reply, or a broken one, shows 'An error occurred. Please try again later.' (or the message a failed reply
 * carried). A failed submit keeps what was typed and moves focus to the first invalid field.
 */
import {
  Box,
  Button,
  Checkbox,
  Fieldset,
  HStack,
  Link as ChakraLink,
  RadioGroup,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import FiUserPlus from '~icons/feather/user-plus';
import { Link, useNavigate } from 'react-router-dom';
import { registerAdvertiser } from '@generated/hooks/advertiser/advertiser';
import { useIdempotentMutation } from '@/api/idempotency';
import { AccountLink } from '@/components/auth/AccountLink';
import { useReplyDialog } from '@/components/feedback/ReplyDialog';
import { DRAFT_RESTORED_NO_PASSWORD, DraftNotice } from '@/components/forms/DraftNotice';
import { errorIdOf } from '@/components/forms/FormField';
import { SelectField, TextAreaField, TextField } from '@/components/forms/fields';
import { NewPasswordFields } from '@/components/forms/NewPasswordFields';
import { useForm } from '@/components/forms/useForm';
import { PublicPage } from '@/components/layout/PublicPage';
import { ADVERTISER_GENDERS, COUNTRIES, HOW_HEARD } from '@/config/catalog';
import { LIMITS, PRODUCT_NAME } from '@/config/constants';
import { paths } from '@/config/paths';
import { DRAFT_KEYS } from '@/lib/drafts';
import { ADVERTISER_MESSAGES, registerErrorMessage } from '../api';
import {
  REGISTER_FIELD_ORDER,
  REGISTER_INITIAL_VALUES,
  registerSchema,
  toRegistration,
  type RegisterValues,
} from './schema';
import { AccountCard } from '../components/AccountCard';

const FORM = 'advertiser-register';

/** What /advertiser/regCompletion receives from a successful registration. */
export interface RegisteredState {
  registeredMessage?: string;
}

export function AdvertiserRegisterPage() {
  const navigate = useNavigate();
  const dialog = useReplyDialog();
  // Idempotency-Key per attempt, reused on a retry after an unknown outcome (src/api/idempotency.ts).
  const register = useIdempotentMutation('POST /api/a/register', registerAdvertiser);

  // Gender and terms have no control of their own id: focus falls back to their first input by name.
  const form = useForm<RegisterValues>({
    id: FORM,
    initialValues: REGISTER_INITIAL_VALUES,
    validationSchema: registerSchema,
    order: REGISTER_FIELD_ORDER,
    // What was typed (never the passwords) survives a reload until the registration succeeds.
    draft: { key: DRAFT_KEYS.advertiserRegistration },
    onSubmit: async (values, { clearDraft }) => {
      try {
        const reply = await register.mutateAsync(toRegistration(values));
        if (reply.data.success === true) {
          clearDraft();
          const state: RegisteredState = {};
          if (reply.data.msg?.trim()) state.registeredMessage = reply.data.msg;
          navigate(paths.advertiser.regCompletion.href(), { state });
          return;
        }
        dialog.show(
          { msg: reply.data.msg },
          { defaultTitle: 'Please note', defaultButton: 'Okay', defaultMessage: ADVERTISER_MESSAGES.registerFailed },
        );
      } catch (error) {
        dialog.notify('Please note', registerErrorMessage(error));
      }
    },
  });
  const { values, isSubmitting, setValue, controlId } = form;
  const { setFieldTouched } = form.formik;

  return (
    <PublicPage
      title="Advertiser registration"
      heading="Advertise with Cliq"
      maxW="3xl"
      description={`Create a ${PRODUCT_NAME} advertiser account and reach real people on social media.`}
      lead="Create your advertiser account, then upload tasks that real people complete on Instagram, Facebook, YouTube, X and TikTok."
    >
      <AccountCard>
        <form {...form.props} aria-label="Advertiser registration">
          <Stack gap="6">
            {form.draft.restored ? (
              <DraftNotice onStartOver={form.draft.startOver} note={DRAFT_RESTORED_NO_PASSWORD} />
            ) : null}
            <Text fontSize="sm" color="fg.muted">
              All fields are required.
            </Text>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
              <TextField
                form={form}
                name="username"
                label="Username"
                required
                hint={`At least ${LIMITS.advertiserUsernameMin} characters.`}
                kind="username"
              />
              <TextField form={form} name="name" label="Name or company" required autoComplete="organization" />
              <TextField form={form} name="email" label="Email" required kind="email" />
              <TextField
                form={form}
                name="phone_number"
                label="Phone number"
                required
                hint="Digits, with an optional leading +."
                kind="tel"
              />
              <SelectField
                form={form}
                name="country"
                label="Country"
                required
                autoComplete="country"
                placeholder="Select a country"
                options={COUNTRIES}
              />
              <SelectField
                form={form}
                name="how_heard"
                label="How did you hear about us?"
                required
                placeholder="Select an option"
                options={HOW_HEARD}
              />
            </SimpleGrid>

            <TextAreaField
              form={form}
              name="address"
              label="Address"
              required
              rows={2}
              autoComplete="street-address"
              resize="vertical"
            />

            <NewPasswordFields
              form={form}
              hint={`At least ${LIMITS.advertiserPasswordMin} characters, with upper and lower case letters and a number.`}
            />

            <Fieldset.Root invalid={Boolean(form.error('gender'))}>
              <Fieldset.Legend fontWeight="semibold" fontSize="sm" color="fg">
                Gender
                <Text as="span" color="fg.error" aria-hidden="true" ms="1">
                  *
                </Text>
              </Fieldset.Legend>
              <RadioGroup.Root
                name="gender"
                colorPalette="brand"
                value={values.gender || null}
                onValueChange={({ value }) => {
                  void setValue('gender', value ?? '');
                }}
                onBlur={() => {
                  void setFieldTouched('gender', true, false);
                }}
              >
                <HStack gap="6">
                  {ADVERTISER_GENDERS.map((gender) => (
                    <RadioGroup.Item key={gender.value} value={gender.value}>
                      <RadioGroup.ItemHiddenInput />
                      <RadioGroup.ItemIndicator />
                      <RadioGroup.ItemText>{gender.label}</RadioGroup.ItemText>
                    </RadioGroup.Item>
                  ))}
                </HStack>
              </RadioGroup.Root>
              {form.error('gender') ? (
                <Fieldset.ErrorText fontWeight="medium">{form.error('gender')}</Fieldset.ErrorText>
              ) : null}
            </Fieldset.Root>

            <Box>
              <Checkbox.Root
                name="terms"
                colorPalette="brand"
                checked={values.terms}
                invalid={Boolean(form.error('terms'))}
                onCheckedChange={({ checked }) => {
                  void setValue('terms', checked === true);
                }}
                alignItems="flex-start"
              >
                <Checkbox.HiddenInput
                  onBlur={() => {
                    void setFieldTouched('terms', true, false);
                  }}
                  aria-describedby={form.error('terms') ? errorIdOf(controlId('terms')) : undefined}
                />
                <Checkbox.Control mt="0.5" />
                <Checkbox.Label fontWeight="normal">
                  I accept the{' '}
                  <ChakraLink asChild color="brand.fg" textDecoration="underline">
                    <Link to={paths.terms.href()} target="_blank" rel="noopener">
                      terms and conditions
                    </Link>
                  </ChakraLink>{' '}
                  and the{' '}
                  <ChakraLink asChild color="brand.fg" textDecoration="underline">
                    <Link to={paths.privacy.href()} target="_blank" rel="noopener">
                      privacy policy
                    </Link>
                  </ChakraLink>
                </Checkbox.Label>
              </Checkbox.Root>
              {form.error('terms') ? (
                <Text id={errorIdOf(controlId('terms'))} mt="1.5" fontSize="sm" fontWeight="medium" color="fg.error">
                  {form.error('terms')}
                </Text>
              ) : null}
            </Box>

            <Stack
              direction={{ base: 'column', sm: 'row' }}
              align={{ base: 'stretch', sm: 'center' }}
              gap="4"
              justify="space-between"
            >
              <Button
                type="submit"
                colorPalette="brand"
                size="lg"
                loading={isSubmitting}
                loadingText="Creating account..."
              >
                <FiUserPlus aria-hidden="true" />
                Create account
              </Button>
              <AccountLink
                fontSize="sm"
                color="fg.muted"
                question="Already registered?"
                to={paths.advertiser.login.href()}
              >
                Sign in
              </AccountLink>
            </Stack>
          </Stack>
        </form>
      </AccountCard>
    </PublicPage>
  );
}
