import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { SafetyCheckSlider } from '@wenxian/ui';
import { verifySafetyCheckAngle } from '@wenxian/api';
import { useSiteServices } from '../../app/siteServices';
import { loadSafetyCheckImage } from '../shared/safetyCheckImage';

/**
 * The slider check raised by code 20: passing resolves every waiting call; closing without passing
 * rejects them and goes to the site root (doc 000 §4.8) in the same page, the session shown as it is.
 */
export function SafetyCheckDialog() {
  const { safetyCheck } = useSiteServices();
  const navigate = useNavigate();
  const onVerify = useCallback(async (angel: number) => verifySafetyCheckAngle({ angel }), []);
  return (
    <SafetyCheckSlider
      isOpen
      loadImage={loadSafetyCheckImage}
      onVerify={onVerify}
      onSuccess={safetyCheck.passed}
      onCancel={() => {
        safetyCheck.cancelled();
        // The root (doc 000 §4.8 step 7) by the router, not a new page load: a load during the burst would
        // render the member logged out (the server's user call meets code 20 too) and reopen the check.
        void navigate('/');
      }}
    />
  );
}
