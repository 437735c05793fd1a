import { SafetyCheckPage } from '@wenxian/ui';
import { verifySafetyCheckAngle } from '@wenxian/api';
import { loadSafetyCheckImage } from '../shared/safetyCheckImage';

/** The safety check page of codes 20 and 21 (doc 000 §2.7): the slider check, then the page again. */
export function SafetyCheckErrorPage() {
  return (
    <SafetyCheckPage
      loadImage={loadSafetyCheckImage}
      onVerify={(angel) => verifySafetyCheckAngle({ angel })}
      onVerified={() => window.location.reload()}
    />
  );
}
