export { ConversationList, type ConversationItem, type ConversationListProps } from './ConversationList';
