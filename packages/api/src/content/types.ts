import type { Page, PageQuery } from '../shared/types';

/** Public content (/commonOpenUp): news, notices, help centre, about-us, terms, SEO. // shape decided here (whole file) */
export type Article = {
  id: string;
  title: string;
  summary?: string;
  content?: string;
  cover?: string;
  type?: number;
  publishTime: string;
  state?: number;
};
export type ArticleQuery = PageQuery & { type?: number; keyword?: string };
export type IdAndState = { id: string; state?: number };
export type Notice = {
  id: string;
  title: string;
  content: string;
  publishTime: string;
  isRead: boolean;
  group?: string;
};
export type NoticeQuery = PageQuery & { group?: string };
/** Help-centre column and entries ("Cente" in the paths). */
export type HelpColumn = {
  id: string;
  name: string;
  /** application, cooperation or question: the /helpcenter/nav/{code} page. */ code?: string;
  children?: HelpColumn[];
};
export type HelpEntry = { id: string; columnId: string; title: string; summary?: string; content?: string };
export type HelpSearchQuery = PageQuery & { keyword: string; columnId?: string; titleOnly?: boolean };
export type SimpleEntry = { id: string; title: string; content: string };
/** SEO title, description and keywords of an address. */
export type Tdk = { title: string; description: string; keywords: string };

export type { Page };
