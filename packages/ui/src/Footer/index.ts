export { Footer, type FooterLinkGroup, type FooterPhone, type FooterProps } from './Footer';
