import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

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

/** "Generate": fills the new password (and its confirmation) with a generated one. */
export function GeneratePasswordButton({ onClick, testId }: { onClick: () => Promise<void>; testId: string }) {
  const translate = useTranslate();
  return (
    <Button size="small" onClick={() => void onClick()} data-testid={testId} sx={{ alignSelf: 'flex-start' }}>
      {translate('scout.password.generate')}
    </Button>
  );
}
