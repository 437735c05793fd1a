/**
 * The site a call came through, for the addresses of its pages in an answer (an export's URL): a proxy in front
 * of this process names it in X-Forwarded-Host / -Proto (the call itself reaches the process at its own
 * address); a call made in the browser or in-process comes from the site itself.
 */
export function siteOrigin(request: Request, url: URL): string {
  const host = request.headers.get('x-forwarded-host')?.split(',')[0]?.trim();
  if (!host) return url.origin;
  const proto = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https' ? 'https' : 'http';
  return `${proto}://${host}`;
}
