import type { RequestHandler } from 'msw';
import { behaviorLogHandlers } from './behaviorLogs';
import { documentHandlers } from './documents';
import { feedbackHandlers } from './feedback';
import { helpAndSitePageHandlers } from './helpAndSitePages';
import { newsAndNoticeHandlers } from './newsAndNotices';

/** Public content (news, notices, help centre, SEO), documents, feedback and behaviour logs. */
export const contentHandlers: RequestHandler[] = [
  ...newsAndNoticeHandlers,
  ...helpAndSitePageHandlers,
  ...documentHandlers,
  ...feedbackHandlers,
  ...behaviorLogHandlers,
];
