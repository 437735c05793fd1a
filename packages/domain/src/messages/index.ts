export { messages, type Messages } from './messages';
