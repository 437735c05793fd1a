export { AiHeader, type AiHeaderProps, type AiHeaderPromo } from './AiHeader';
