import { getSafetyCheckImage } from '@wenxian/api';

/** The object URL of the picture on screen; each fresh picture releases the one before. */
let shownPicture: string | null = null;

/**
 * Loads a fresh safety check picture as an object URL the <img> can show: for the slider dialog (code 20 during
 * a call, doc 000 §4.8) and the safety check page (codes 20 and 21 as a page, §2.7) alike.
 */
export async function loadSafetyCheckImage(): Promise<string> {
  const file = await getSafetyCheckImage();
  if (shownPicture) URL.revokeObjectURL(shownPicture);
  shownPicture = URL.createObjectURL(file.blob);
  return shownPicture;
}
