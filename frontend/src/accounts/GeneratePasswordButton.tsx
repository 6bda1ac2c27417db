import CheckIcon from '@mui/icons-material/Check';
import CopyIcon from '@mui/icons-material/ContentCopy';
import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useCopyToClipboard } from '../platform/useCopyToClipboard';
import { passwordTestIds } from './testIds';

/**
 * Wherever a new password is chosen (sign-up, reset, invitation, change password): whether the
 * field shows its text (after a generated password, so it can be copied), and the generator of
 * `@scout/contracts/accounts/passwordGenerator`, loaded on the first press (it is needed nowhere else).
 */
export function useGeneratedPassword(fill: (password: string) => void) {
  const [shown, setShown] = useState(false);
  return {
    /** The new-password field's type: text once a password was generated. */
    type: shown ? 'text' : 'password',
    /** Whether a generated password shows (the field's hint says to keep a copy). */
    shown,
    generate: async () => {
      const { generatePassword } = await import('@scout/contracts/accounts/passwordGenerator');
      fill(generatePassword());
      setShown(true);
    },
    /** Masks the field again (e.g. once the password was saved and the form emptied). */
    hide: () => setShown(false),
  };
}

export type GeneratedPassword = ReturnType<typeof useGeneratedPassword>;

interface GeneratePasswordButtonProps {
  generated: GeneratedPassword;
  /** The new password as the field holds it: what Copy copies. */
  password: string;
  testId: string;
}

/** "Generate" fills the new password (and its confirmation); once one shows, "Copy" puts it on the clipboard and says "Copied". */
export function GeneratePasswordButton({ generated, password, testId }: GeneratePasswordButtonProps) {
  const translate = useTranslate();
  const { copied, copy } = useCopyToClipboard('scout.password.copyFailed');
  return (
    <Stack direction="row" spacing={1} sx={{ alignSelf: 'flex-start' }}>
      <Button size="small" onClick={() => void generated.generate()} data-testid={testId}>
        {translate('scout.password.generate')}
      </Button>
      {generated.shown && password !== '' && (
        <Button
          size="small"
          startIcon={copied ? <CheckIcon /> : <CopyIcon />}
          color={copied ? 'success' : 'primary'}
          onClick={() => copy(password)}
          aria-live="polite"
          data-testid={passwordTestIds.copy}
          data-copied={copied}
        >
          {translate(copied ? 'scout.password.copied' : 'scout.password.copy')}
        </Button>
      )}
    </Stack>
  );
}
