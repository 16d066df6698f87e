/**
 * Phase 2, Social Info (spec points 3, 4, 5, 8): instagram, twitter and tiktok handles (@username), a youtube
 * channel URL and a facebook profile URL; at least one ('Please provide at least one social media handle').
 * POST /api/u/userSocials: success moves to phase 3 after 3 seconds; a non-success reply opens its dialog
 * (login goes to the login page, prevStep back to phase 1); no usable reply shows 'Failed to save social media
 * info. Please try again.'
 */
import { Fieldset, SimpleGrid, Stack } from '@chakra-ui/react';
import type { SocialsPayload } from '@generated/models';
import { useSaveUserSocials } from '@generated/hooks/registration/registration';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useReplyDialog } from '@/components/feedback/ReplyDialog';
import { DraftNotice } from '@/components/forms/DraftNotice';
import { TextField } from '@/components/forms/fields';
import { useForm } from '@/components/forms/useForm';
import { TIMINGS } from '@/config/constants';
import { paths } from '@/config/paths';
import { DRAFT_KEYS } from '@/lib/drafts';
import { MESSAGES } from '../messages';
import type { PhaseProps } from '../phase';
import { EMPTY_SOCIALS, SOCIAL_FIELDS, hasAnySocial, toSocialsPayload, type SocialField } from './schema';
import { PhaseFrame } from '../components/PhaseFrame';
import { PhaseSave } from '../components/PhaseSave';
import { useDelayedAction } from '../useDelayedAction';

const FORM = 'reg-social';
const GROUP_ERROR_ID = 'reg-socials-error';
/** The one message is about the group; it is kept under the first field's name (instagram), which takes focus. */
const FIRST: SocialField = 'instagram';

export function SocialInfoPhase({ onAdvance, onBack, focusHeading }: PhaseProps) {
  const dialog = useReplyDialog();
  const navigate = useNavigate();
  const save = useSaveUserSocials();
  const advance = useDelayedAction();
  const [saved, setSaved] = useState<string | null>(null);
  const form = useForm<SocialsPayload>({
    id: FORM,
    initialValues: EMPTY_SOCIALS,
    validate: (values) => (hasAnySocial(values) ? {} : { [FIRST]: MESSAGES.socialsMin }),
    order: [FIRST],
    showErrors: 'submitted',
    // What was typed survives a reload or a crash until it is saved.
    draft: { key: DRAFT_KEYS.socials },
    onSubmit: async (values, { clearDraft }) => {
      if (saved) return;
      try {
        const reply = await save.mutateAsync({ data: toSocialsPayload(values) });
        if (reply.data.success) {
          clearDraft();
          setSaved(reply.data.msg?.trim() || 'Social media info saved.');
          advance.schedule(onAdvance, TIMINGS.phaseAdvance);
          return;
        }
        dialog.show(reply.data, {
          defaultTitle: MESSAGES.kindlyNote,
          defaultButton: 'Okay',
          defaultMessage: MESSAGES.socialsFailed,
          actions: {
            login: () => navigate(paths.login.href()),
            prevStep: onBack,
            nextStep: onAdvance,
          },
        });
      } catch {
        dialog.notify(MESSAGES.kindlyNote, MESSAGES.socialsFailed);
      }
    },
  });
  const error = form.formError ? form.formik.errors[FIRST] : undefined;

  return (
    <PhaseFrame
      phase={2}
      description="Add the accounts you will complete tasks with. Fill in at least one."
      focusHeading={focusHeading}
    >
      <form {...form.props} aria-label="Social info">
        <Stack gap="6">
          {form.draft.restored ? <DraftNotice onStartOver={form.draft.startOver} /> : null}
          <Fieldset.Root invalid={Boolean(error)} gap="5">
            <Fieldset.Legend fontWeight="bold" fontSize="lg" color="fg">
              Your social media accounts
            </Fieldset.Legend>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
              {SOCIAL_FIELDS.map((field) => (
                <TextField
                  key={field.name}
                  form={form}
                  name={field.name}
                  label={field.label}
                  hint={field.kind === 'handle' ? 'Enter it as @username.' : undefined}
                  formMessage={{ invalid: Boolean(error), id: error ? GROUP_ERROR_ID : undefined }}
                  type={field.kind === 'url' ? 'url' : 'text'}
                  inputMode={field.kind === 'url' ? 'url' : 'text'}
                  autoComplete="off"
                  spellCheck={false}
                  autoCapitalize="none"
                  placeholder={field.placeholder}
                />
              ))}
            </SimpleGrid>
            {error ? (
              <Fieldset.ErrorText id={GROUP_ERROR_ID} fontWeight="medium" mt="0">
                {error}
              </Fieldset.ErrorText>
            ) : null}
          </Fieldset.Root>

          <PhaseSave saved={saved} saving={form.isSubmitting} next={3} />
        </Stack>
      </form>
    </PhaseFrame>
  );
}
