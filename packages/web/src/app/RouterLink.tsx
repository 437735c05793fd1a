import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { LinkComponentProps } from '@wenxian/ui';
import { isPlainLeftClick } from './plainLeftClick';

/**
 * The site's adapter for ui links: an in-site path is followed by the router, anything else is a plain anchor
 * (a relative reference, `#main`, is React Router's `Link`, which resolves it against the route).
 */
export function RouterLink({ href, children, ...rest }: LinkComponentProps) {
  const isExternal = /^[a-z]+:/i.test(href) || rest.target === '_blank';
  if (isExternal) {
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    );
  }
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <InSitePathLink href={href} {...rest}>
        {children}
      </InSitePathLink>
    );
  }
  return (
    <Link to={href} {...rest}>
      {children}
    </Link>
  );
}

/**
 * A link to an in-site path: the anchor as the server wrote it, followed by the router's `navigate` on a plain
 * left click, as React Router's `Link` follows it (a modified click, another button or another target is the
 * browser's). A page renders hundreds of these (result rows, facets, the header's panels): the path needs no
 * resolving against the route, so the link reads only the router's stable `navigate`, not the location, and a
 * navigation does not render every link of the page again.
 */
function InSitePathLink({ href, onClick, children, ...rest }: LinkComponentProps) {
  const navigate = useNavigate();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const otherTarget = rest.target !== undefined && rest.target !== '_self';
    if (event.defaultPrevented || otherTarget || !isPlainLeftClick(event)) return;
    event.preventDefault();
    // The same address again replaces the history entry, as `Link` does.
    const to = new URL(href, window.location.href);
    const { pathname, search, hash } = window.location;
    void navigate(href, { replace: to.pathname + to.search + to.hash === pathname + search + hash });
  };
  return (
    <a href={href} onClick={follow} {...rest}>
      {children}
    </a>
  );
}
