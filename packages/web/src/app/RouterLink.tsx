import { Link } from 'react-router-dom';
import type { LinkComponentProps } from '@wenxian/ui';

/** The site's adapter for ui links: in-site paths go through React Router, anything else is a plain anchor. */
export function RouterLink({ href, children, ...rest }: LinkComponentProps) {
  const isExternal = /^[a-z]+:/i.test(href) || rest.target === '_blank';
  if (isExternal) {
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link to={href} {...rest}>
      {children}
    </Link>
  );
}
