import { imageUrl } from '@wenxian/domain';

/** Host of /vip-web images (doc 000 §3); configuration only. The simulation has none. */
const IMAGE_HOST: string = import.meta.env.VITE_IMAGE_HOST ?? '';

/** A displayable URL for a server image path, or undefined when it needs an image host we don't have. */
export function siteImageUrl(path: string | undefined): string | undefined {
  if (!path) return undefined;
  if (path.startsWith('/vip-web') && !IMAGE_HOST) return undefined;
  return imageUrl(path, IMAGE_HOST);
}
