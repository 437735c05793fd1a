export { TextLink } from './TextLink';
