import type { UseFormRegisterReturn } from 'react-hook-form';
import { Button, TextField } from '@wenxian/ui';
import { accountLabels } from '@wenxian/domain';

const L = accountLabels;

type CodeFieldProps = {
  registration: UseFormRegisterReturn;
  error?: string;
  /** The resend countdown (useCodeCountdown): the button waits while it runs. */
  secondsLeft: number;
  /** Asks for a code; the caller starts the countdown once the server accepted. */
  onSend: () => void;
  isSending: boolean;
  /** Nowhere to send a code to (e.g. an account without a mobile number). */
  cannotSend?: boolean;
};

/** A verification-code field with its 获取验证码 button, the resend countdown and the 已发送 status. */
export function CodeField({ registration, error, secondsLeft, onSend, isSending, cannotSend = false }: CodeFieldProps) {
  return (
    <>
      <TextField
        label={L.fields.code}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={6}
        error={error}
        {...registration}
        action={
          <Button type="button" onClick={onSend} disabled={secondsLeft > 0 || cannotSend} isBusy={isSending}>
            {secondsLeft > 0 ? L.actions.resendIn(secondsLeft) : L.actions.sendCode}
          </Button>
        }
      />
      {secondsLeft > 0 && <p role="status">{L.actions.codeSent}</p>}
    </>
  );
}
