/**
 * Copies a text to the clipboard. Its icon turns into a check for 2 seconds after a copy (spec point 9), and the
 * change is announced. When the browser refuses, it says so and the caller's text stays selectable.
 */
import { IconButton, VisuallyHidden } from '@chakra-ui/react';
import { useState } from 'react';
import FiCheck from '~icons/feather/check';
import FiCopy from '~icons/feather/copy';
import { TIMINGS } from '@/config/constants';
import { useTimeoutFlag } from '@/lib/timers';

export interface CopyButtonProps {
  text: string;
  /** Accessible name before copying, e.g. 'Copy referral link'. */
  label: string;
  size?: 'xs' | 'sm' | 'md';
  onCopied?: () => void;
}

export function CopyButton({ text, label, size = 'sm', onCopied }: CopyButtonProps) {
  const [copied, flagCopied] = useTimeoutFlag(TIMINGS.copyReset);
  const [failed, setFailed] = useState(false);

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(text);
      setFailed(false);
      flagCopied();
      onCopied?.();
    } catch {
      setFailed(true);
    }
  };

  return (
    <>
      <IconButton
        aria-label={copied ? 'Copied' : label}
        title={copied ? 'Copied' : label}
        variant={copied ? 'subtle' : 'outline'}
        colorPalette={copied ? 'green' : 'gray'}
        size={size}
        onClick={() => void copy()}
        data-copied={copied ? '' : undefined}
      >
        {copied ? <FiCheck aria-hidden="true" /> : <FiCopy aria-hidden="true" />}
      </IconButton>
      <VisuallyHidden aria-live="polite">
        {copied ? 'Copied to the clipboard' : failed ? 'Could not copy automatically: select the text and copy it' : ''}
      </VisuallyHidden>
    </>
  );
}
