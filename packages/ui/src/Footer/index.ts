export { Footer, type FooterLinkGroup, type FooterQuickLink, type FooterPhone, type FooterProps } from './Footer';
