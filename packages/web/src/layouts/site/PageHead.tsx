import { useContext, useEffect } from 'react';
import { UNSAFE_DataRouterStateContext as DataRouterStateContext, useLocation, useMatches } from 'react-router-dom';
import { headOfMatches } from '../../features/site/pageHead';

/**
 * Keeps the document head in step with client-side navigation. The first response already carries the
 * head (the server writes it from the same loader data), so this only acts when the route changes.
 */
export function PageHead() {
  // The router's errors (not public as a hook): an error page has its own title (features/site/pageHead.ts).
  const errors = useContext(DataRouterStateContext)?.errors;
  const { pathname } = useLocation();
  const { title, description, keywords, canonical } = headOfMatches(useMatches(), errors, pathname);
  useEffect(() => {
    document.title = title;
    setMeta('description', description);
    setMeta('keywords', keywords);
    const link = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (link && canonical) link.href = new URL(canonical, window.location.origin).href;
  }, [title, description, keywords, canonical]);
  return null;
}

function setMeta(name: string, content: string | undefined) {
  const element = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (element) element.content = content ?? '';
}
