import { useEffect, useState } from 'react';

/** Seconds before a code can be asked for again (the login form's rule, decided there). */
const CODE_RESEND_SECONDS = 60;

/** The resend countdown of a 获取验证码 button: start it when a code was sent. */
export function useCodeCountdown(): { secondsLeft: number; start: () => void } {
  const [secondsLeft, setSecondsLeft] = useState(0);
  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);
  return { secondsLeft, start: () => setSecondsLeft(CODE_RESEND_SECONDS) };
}
