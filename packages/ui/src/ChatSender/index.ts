export { ChatSender, type ChatSenderProps } from './ChatSender';
