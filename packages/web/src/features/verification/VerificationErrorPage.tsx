import { SafetyVerificationPage } from '@wenxian/ui';
import { checkCaptcha } from '@wenxian/api';
import { loadCaptchaImage } from './VerificationDialog';

/** The verification page of codes 20 and 21 (doc 000 §2.7): the slider check, then the page again. */
export function VerificationErrorPage() {
  return (
    <SafetyVerificationPage
      loadImage={loadCaptchaImage}
      onVerify={(angel) => checkCaptcha({ angel })}
      onVerified={() => window.location.reload()}
    />
  );
}
