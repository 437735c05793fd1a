/** What the AI keeps per session: conversations, manuscripts and their checks, the assistant's caches and files. */

export type Message = {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  citations: string[];
  feedback: 'like' | 'dislike' | null;
  createdAt: number;
};
export type Conversation = {
  id: string;
  memberId: string;
  title: string;
  createdAt: number;
  updatedAt: number;
  messages: Message[];
};
/** An uploaded manuscript, read when it arrives: the check is added from its title and text. */
export type ManuscriptFile = {
  id: string;
  memberId: string;
  fileName: string;
  title: string;
  abstract: string;
  keywords: string[];
  text: string;
};
/** A manuscript check: the file it was made from, when, and the journals and papers it found. */
export type ManuscriptCheck = ManuscriptFile & {
  createdAt: number;
  journalIds: string[];
  similarIds: string[];
};
/** A cached /rweb/chat answer (summary caches) and a file the assistant wrote or was given. */
export type ChatCacheEntry = { key: string; content: string; savedAt: number };
export type ChatFile = { id: string; fileName: string; contentType: string; content: string };
