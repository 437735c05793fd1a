import type { RequestHandler } from 'msw';
import type { ManagerReport } from '@wenxian/api';
import { route } from '../route';
import { journalReports } from './journalReports';
import { managed } from './managedJournal';
import { periodicalHandlers } from './periodical';
import { publishingAnalyses } from './publishingAnalyses';
import { standingAnalyses } from './standingAnalyses';

const analyses = { ...publishingAnalyses, ...standingAnalyses };

/** The manager area's analyses (doc 001 §7 "Magazine analysis"), each computed from the corpus its own way. */
export const managerHandlers: RequestHandler[] = [
  ...Object.entries(analyses).map(([path, analyse]) => route('post', path, async (c) => analyse(await managed(c)))),
  ...Object.entries(journalReports).map(([path, report]) =>
    route('post', path, async (c) => {
      const m = await managed(c);
      const year = m.range.endYear ?? Math.max(...m.records.map((r) => r.year), 0);
      return { title: report.title, year, sections: report.sections(m) } satisfies ManagerReport;
    }),
  ),
  ...periodicalHandlers,
];
