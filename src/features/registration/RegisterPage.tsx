/**
 * /register and /register/{referrer_id} (spec point 2): the Cliquer's four-phase registration wizard.
 *
 * The referrer id is the path's last segment unless it is 'register'. The start phase comes from a token in the
 * query or the session's saved step (useStartPhase). The progress indicator goes back to any phase reached;
 * 'Click to continue' resumes by e-mail (useResumeFlow); 'New user? Register' logs out (GET /api/u/logout) and
 * starts again at phase 1. Each phase moves the wizard on by itself (3 s after phases 1 and 2 succeed, on the
 * server's nextStep in phase 3); focus moves to the new phase's heading.
 */
import { Alert, Badge, Box, Button, Card, Separator, Stack } from '@chakra-ui/react';
import type { FlowReply, FlowReplyId } from '@generated/models';
import { useLogoutFromRegistration } from '@generated/hooks/registration/registration';
import { getGetUserSessionQueryKey } from '@generated/hooks/session/session';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { AccountLink } from '@/components/auth/AccountLink';
import { useReplyDialog } from '@/components/feedback/ReplyDialog';
import { answeredSuccess } from '@/api/errors';
import { ErrorState, PageSpinner, describeFailure } from '@/components/feedback/States';
import { useFormDraft } from '@/components/forms/useFormDraft';
import { PublicPage } from '@/components/layout/PublicPage';
import { PRODUCT_NAME } from '@/config/constants';
import { paths, referrerIdFromPath } from '@/config/paths';
import { forgetAccountData } from '@/lib/account-data';
import { clearDraft, DRAFT_KEYS } from '@/lib/drafts';
import { downloaded, loadOnce } from '@/lib/load-once';
import { useOnDemand } from '@/lib/useOnDemand';
import { useLinkSecrets } from '@/lib/link-secrets';
import { MESSAGES } from './messages';
import { INITIAL_PERSONAL_INFO, type PersonalInfoValues } from './personal-info/schema';
import type { Phase } from './phase';
import { ResumeBar } from './components/ResumeBar';
import { WizardProgress } from './components/WizardProgress';
import { PersonalInfoPhase } from './personal-info/PersonalInfoPhase';
import { useResumeFlow } from './useResumeFlow';
import { useStartPhase } from './useStartPhase';

const maxPhase = (a: Phase, b: Phase): Phase => (a > b ? a : b);

/**
 * The later phases (later-phases.ts): downloaded on the first focus in phase 1 (a visitor types for a while before
 * the 3 s that follow a successful phase 1), or at once for a visitor resuming at a later phase.
 */
const loadLaterPhases = loadOnce(async () => downloaded(await import('./later-phases'), 'The next registration steps'));

const LINK_PARAMS = ['token'] as const;

export function RegisterPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const dialog = useReplyDialog();
  const referrerId = referrerIdFromPath(location.pathname);
  // The link's token leaves the address bar before it is checked (useLinkSecrets); the page keeps the value.
  const { token } = useLinkSecrets(LINK_PARAMS).values;

  const resume = useResumeFlow();
  const openResume = resume.start;
  const goToLogin = useCallback(() => navigate(paths.login.href()), [navigate]);
  const onTokenRejected = useCallback(
    (reply: FlowReply) =>
      dialog.show(reply, {
        defaultTitle: MESSAGES.pleaseNote,
        defaultButton: 'Okay',
        actions: { continueReg: openResume, login: goToLogin },
      }),
    [dialog, openResume, goToLogin],
  );
  const start = useStartPhase(token, onTokenRejected);

  const [chosen, setChosen] = useState<Phase | null>(null);
  const [reached, setReached] = useState<Phase>(1);
  const [moved, setMoved] = useState(false);
  // A new generation starts the phases afresh ('New user? Register').
  const [generation, setGeneration] = useState(0);
  const [, setRegistrationId] = useState<FlowReplyId | undefined>(undefined);

  // What was typed in phase 1: kept in memory while the Cliquer visits other phases (passwords included), and
  // in the tab's storage (never the passwords) until the registration succeeds, so a reload loses nothing.
  const stored = useFormDraft(DRAFT_KEYS.registration, () => INITIAL_PERSONAL_INFO, {
    secret: ['password', 'confirm_password'],
  });
  const { persist: persistStored, clear: clearStored } = stored;
  const draft = useRef<PersonalInfoValues>(stored.initialValues);
  const getDraft = useCallback(() => draft.current, []);
  const saveDraft = useCallback(
    (values: PersonalInfoValues) => {
      draft.current = values;
      persistStored(values);
    },
    [persistStored],
  );
  const onRegistered = useCallback(
    (id: FlowReplyId | undefined) => {
      clearStored();
      setRegistrationId(id);
    },
    [clearStored],
  );

  const startPhase = start.status === 'ready' ? start.phase : null;
  const phase = chosen ?? startPhase;
  const laterPhases = useOnDemand(loadLaterPhases);
  const { want: wantLaterPhases } = laterPhases;
  const laterPhaseShown = phase !== null && phase > 1;
  useEffect(() => {
    if (laterPhaseShown) void wantLaterPhases();
  }, [laterPhaseShown, wantLaterPhases]);
  // After 'New user? Register' the saved step no longer counts, even before the session check catches up.
  const furthest = maxPhase(reached, maxPhase(generation === 0 ? (startPhase ?? 1) : 1, phase ?? 1));

  const goTo = useCallback((next: Phase) => {
    setChosen(next);
    setReached((current) => maxPhase(current, next));
    setMoved(true);
  }, []);

  const logout = useLogoutFromRegistration({ query: { enabled: false, retry: false, gcTime: 0 } });
  const startOver = async () => {
    const result = await logout.refetch();
    // The reply is not read: any 2xx ended the session, whatever its body (a 204, a text body, a redirect followed).
    if (result.isError && !answeredSuccess(result.error)) {
      dialog.notify(MESSAGES.pleaseNote, describeFailure(result.error, 'log you out'));
      return;
    }
    void queryClient.invalidateQueries({ queryKey: getGetUserSessionQueryKey() });
    // A logout: nothing kept for the account that was signed in stays (src/lib/account-data.ts).
    forgetAccountData();
    draft.current = INITIAL_PERSONAL_INFO;
    stored.clear();
    clearDraft(DRAFT_KEYS.socials);
    setRegistrationId(undefined);
    setReached(1);
    setChosen(1);
    setMoved(true);
    setGeneration((current) => current + 1);
  };

  let content;
  if (phase === null) {
    content = <PageSpinner label="Finding where you left off" />;
  } else {
    const key = `${generation}-${phase}`;
    const later = laterPhases.part;
    content = (
      // The first focus in the form starts downloading the next phases.
      <Box display="contents" onFocusCapture={phase === 1 && !later ? () => void wantLaterPhases() : undefined}>
        {phase === 1 ? (
          <PersonalInfoPhase
            key={key}
            referrerId={referrerId}
            getDraft={getDraft}
            onDraftChange={saveDraft}
            onRegistered={onRegistered}
            draftRestored={stored.restored}
            onDraftDiscarded={clearStored}
            onAdvance={() => goTo(2)}
            focusHeading={moved}
          />
        ) : null}
        {phase > 1 && !later ? (
          laterPhases.failed ? (
            <ErrorState
              title="The next step could not be loaded"
              message="Check your internet connection and try again. What you entered is kept."
              onRetry={() => void wantLaterPhases()}
            />
          ) : (
            <PageSpinner label="Loading the next step" />
          )
        ) : null}
        {phase === 2 && later ? (
          <later.SocialInfoPhase key={key} onAdvance={() => goTo(3)} onBack={() => goTo(1)} focusHeading={moved} />
        ) : null}
        {phase === 3 && later ? (
          <later.FollowPhase key={key} onAdvance={() => goTo(4)} onBack={() => goTo(2)} focusHeading={moved} />
        ) : null}
        {phase === 4 && later ? <later.CompletePhase key={key} onBack={() => goTo(3)} focusHeading={moved} /> : null}
      </Box>
    );
  }

  const problem = start.status === 'ready' && chosen === null ? start : null;

  return (
    <PublicPage
      title="Register"
      heading="Become a Cliquer"
      maxW="4xl"
      description={`Join ${PRODUCT_NAME} in four steps and start earning points for social media tasks.`}
      lead={`Join ${PRODUCT_NAME} in four steps and start earning points for simple social media tasks.`}
    >
      <Stack gap="5">
        {referrerId ? (
          <Box>
            {/* Any code a link carries, of any length: it wraps rather than widening the page. */}
            <Badge
              colorPalette="brand"
              variant="subtle"
              size="lg"
              px="3"
              py="1"
              borderRadius="full"
              maxW="full"
              whiteSpace="normal"
              overflowWrap="anywhere"
            >
              Invited by {referrerId}
            </Badge>
          </Box>
        ) : null}
        <ResumeBar onContinue={openResume} onStartOver={() => void startOver()} startingOver={logout.isFetching} />
        {problem?.problem ? (
          <Alert.Root status="warning" role="alert" borderRadius="l2" alignItems="flex-start">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Description>{problem.problem}</Alert.Description>
              {problem.retry ? (
                <Box mt="2">
                  <Button size="xs" variant="outline" onClick={problem.retry}>
                    Try again
                  </Button>
                </Box>
              ) : null}
            </Alert.Content>
          </Alert.Root>
        ) : null}
        <Card.Root variant="outline" borderRadius="l3" boxShadow="sm">
          <Card.Body gap="6" p={{ base: '4', md: '8' }}>
            {phase !== null ? <WizardProgress phase={phase} furthest={furthest} onSelect={goTo} /> : null}
            {phase !== null ? <Separator /> : null}
            {content}
          </Card.Body>
        </Card.Root>
        <AccountLink
          fontSize="sm"
          color="fg.muted"
          textAlign="center"
          question="Already have an account?"
          to={paths.login.href()}
        >
          Sign in
        </AccountLink>
      </Stack>
    </PublicPage>
  );
}
