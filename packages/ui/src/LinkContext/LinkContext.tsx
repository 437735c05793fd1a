import {
  createContext,
  createElement,
  useContext,
  type AnchorHTMLAttributes,
  type ComponentType,
  type ReactNode,
} from 'react';

/**
 * What ui hands to a link renderer. `href` is an in-site path or an absolute URL; everything else is a
 * plain anchor attribute, so a router adapter can pass it through to its own link element.
 */
export type LinkComponentProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  children?: ReactNode;
};

/** A component that renders a link: a plain <a> by default, the router's link in the site. */
export type LinkComponent = ComponentType<LinkComponentProps>;

/** The default: ui has no router (ARCHITECTURE.md), so a link is a plain anchor. */
export function PlainLink({ children, ...rest }: LinkComponentProps) {
  return <a {...rest}>{children}</a>;
}

const LinkContext = createContext<LinkComponent>(PlainLink);

export type LinkProviderProps = {
  /** How every ui component renders its links, e.g. an adapter over react-router's `<Link to>`. */
  component: LinkComponent;
  children?: ReactNode;
};

/** Lets the site swap in its router link for every link ui renders, without ui importing the router. */
export function LinkProvider({ component, children }: LinkProviderProps) {
  return <LinkContext.Provider value={component}>{children}</LinkContext.Provider>;
}

/** The link renderer in effect: the provider's component, or a plain anchor outside any provider. */
export function useLinkComponent(): LinkComponent {
  return useContext(LinkContext);
}

/**
 * Renders a link with the renderer in effect. ui components use this rather than calling
 * `useLinkComponent()` and rendering the result, which the React compiler's lint flags as a
 * component created during render.
 */
export function SiteLink(props: LinkComponentProps) {
  return createElement(useLinkComponent(), props);
}
