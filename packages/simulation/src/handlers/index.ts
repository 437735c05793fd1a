import type { RequestHandler } from 'msw';
import { accountHandlers } from './accounts';
import { aiHandlers } from './ai';
import { authorHandlers } from './author';
import { conferenceHandlers } from './conference';
import { contentHandlers } from './content';
import { downloadHandlers } from './download';
import { journalHandlers } from './journal';
import { literatureHandlers } from './literature';
import { managerHandlers } from './manager';
import { membershipHandlers } from './membership';
import { moneyHandlers } from './money';
import { organizationHandlers } from './organization';
import { productHandlers } from './products';
import { recordHandlers } from './records';
import { searchHandlers } from './search';
import { serviceHandlers } from './services';
import { siteHandlers } from './site';
import { subjectHandlers } from './subject';

/**
 * Every call of the simulated server, grouped by business area (a file, or a folder of files named for their
 * calls). MSW tries them in this order: a specific path comes before a general one that also matches it.
 */
export const simulationHandlers: RequestHandler[] = [
  ...siteHandlers,
  ...accountHandlers,
  ...searchHandlers,
  // AI before literature: /literature/base/detailByLngIds must win over /literature/base/:id.
  ...aiHandlers,
  ...literatureHandlers,
  ...downloadHandlers,
  ...moneyHandlers,
  ...membershipHandlers,
  ...journalHandlers,
  ...authorHandlers,
  ...organizationHandlers,
  ...subjectHandlers,
  ...conferenceHandlers,
  ...managerHandlers,
  ...contentHandlers,
  ...recordHandlers,
  ...serviceHandlers,
  // Last: /activity/:hash must not shadow the named activity calls.
  ...productHandlers,
];
