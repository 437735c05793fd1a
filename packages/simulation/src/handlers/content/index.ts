import type { RequestHandler } from 'msw';
import { behaviorLogHandlers } from './behaviorLogs';
import { documentFileHandlers } from './documentFiles';
import { feedbackHandlers } from './feedback';
import { helpAndSitePageHandlers } from './helpAndSitePages';
import { newsAndNoticeHandlers } from './newsAndNotices';

/** Public content (news, notices, help centre, SEO), document files, feedback and behaviour logs. */
export const contentHandlers: RequestHandler[] = [
  ...newsAndNoticeHandlers,
  ...helpAndSitePageHandlers,
  ...documentFileHandlers,
  ...feedbackHandlers,
  ...behaviorLogHandlers,
];
