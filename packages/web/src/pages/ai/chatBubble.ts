// The answer bubble as a module of its own, so /chat can download it when a question is asked (chatBubbleOnUse.tsx).
export { ChatBubble } from '@wenxian/ui';
