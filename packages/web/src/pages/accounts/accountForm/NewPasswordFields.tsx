import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '@wenxian/ui';
import { accountLabels } from '@wenxian/domain';

const L = accountLabels;

type Field = { registration: UseFormRegisterReturn; error?: string };

/**
 * A new password with its rule, and its confirmation. Register the password with `deps: ['confirmPassword']`
 * so a changed password checks the confirmation again.
 */
export function NewPasswordFields({ label, password, confirm }: { label: string; password: Field; confirm: Field }) {
  return (
    <>
      <TextField
        label={label}
        type="password"
        autoComplete="new-password"
        hint={L.form.passwordRule}
        error={password.error}
        {...password.registration}
      />
      <TextField
        label={L.fields.confirmPassword}
        type="password"
        autoComplete="new-password"
        error={confirm.error}
        {...confirm.registration}
      />
    </>
  );
}
