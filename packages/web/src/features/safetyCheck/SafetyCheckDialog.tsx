import { useCallback } from 'react';
import { SafetyCheckSlider } from '@wenxian/ui';
import { verifySafetyCheckAngle, getSafetyCheckImage } from '@wenxian/api';
import { useSiteServices } from '../../app/siteServices';

/** The object URL of the picture on screen; each fresh picture releases the one before. */
let shownPicture: string | null = null;

/** Loads a fresh safety check picture as an object URL the <img> can show. */
export async function loadSafetyCheckImage(): Promise<string> {
  const file = await getSafetyCheckImage();
  if (shownPicture) URL.revokeObjectURL(shownPicture);
  shownPicture = URL.createObjectURL(file.blob);
  return shownPicture;
}

/**
 * The slider check raised by code 20: passing resolves every waiting call; closing without passing
 * rejects them and goes to the site root (doc 000 §4.8).
 */
export function SafetyCheckDialog() {
  const { safetyCheck } = useSiteServices();
  const onVerify = useCallback(async (angel: number) => verifySafetyCheckAngle({ angel }), []);
  return (
    <SafetyCheckSlider
      isOpen
      loadImage={loadSafetyCheckImage}
      onVerify={onVerify}
      onSuccess={safetyCheck.passed}
      onCancel={() => {
        safetyCheck.cancelled();
        // The root loaded afresh (doc 000 §4.8 step 7): the calls of this page stay rejected until it unloads,
        // and the server answers the root again, with its safety check page if the burst goes on.
        window.location.assign('/');
      }}
    />
  );
}
