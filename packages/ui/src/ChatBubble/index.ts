export { ChatBubble, type ChatBubbleProps, type ChatBubbleStatus, type ChatReference } from './ChatBubble';
export { renderAnswer } from './renderMarkdown';
