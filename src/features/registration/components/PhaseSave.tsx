/**
 * The foot of a phase's form (spec point 4): once saved, the message shown while the wizard waits before phase
 * `next`; then the Save button, which reads 'Saving…' while the call runs and stays disabled once saved.
 */
import { Box, Button } from '@chakra-ui/react';
import FiArrowRight from '~icons/feather/arrow-right';
import { phaseTitle, type Phase } from '../phase';
import { SuccessNotice } from './SuccessNotice';

export function PhaseSave({ saved, saving, next }: { saved: string | null; saving: boolean; next: Phase }) {
  return (
    <>
      {saved ? <SuccessNotice title={saved} next={phaseTitle(next)} /> : null}
      <Box>
        <Button
          type="submit"
          colorPalette="brand"
          size="lg"
          w={{ base: 'full', sm: 'auto' }}
          loading={saving}
          loadingText="Saving…"
          disabled={saving || saved !== null}
        >
          Save
          <FiArrowRight aria-hidden="true" />
        </Button>
      </Box>
    </>
  );
}
