import type { RequestHandler } from 'msw';
import { MANAGER_PATHS as MP, type Periodical, type PeriodicalEdit } from '@wenxian/api';
import type { Dataset } from '../../data/dataset';
import type { JournalRecord } from '../../data/types';
import { SimulatedError } from '../../errors';
import { requireAccount } from '../../session/auth';
import { simulationState } from '../../session/state';
import { isoOf } from '../../session/calendar';
import { newest } from '../analytics';
import { pageOf, toSummary } from '../answerShapes';
import { route } from '../route';
import { MANAGER_INPUT_CODE, managed } from './managedJournal';

/** The journal's editable profile: as its manager last saved it, else from the corpus. */
function periodicalOf(journal: JournalRecord, dataset: Dataset): Periodical {
  const store = simulationState();
  if (!(store.periodicals instanceof Map)) store.periodicals = new Map();
  const host = dataset.organizationById.get(journal.hostOrganId);
  return (
    store.periodicals.get(journal.id) ?? {
      journalId: journal.id,
      name: journal.name,
      intro: `《${journal.name}》创刊于${journal.foundedYear}年，${journal.frequency}，由${host?.name ?? ''}主办，ISSN ${journal.issn}，CN ${journal.cn}。`,
      columns: [...journal.columns],
      contact: `${host?.city ?? ''}编辑部`,
      website: '',
      updatedAt: null,
    }
  );
}

const WEBSITE = /^https?:\/\/[^\s/]+\.[^\s]+$/;

/** The manager's own journal: its literature, searched (literatureInquiry), and its profile, read and edited. */
export const periodicalHandlers: RequestHandler[] = [
  route('post', MP.literatureInquiry, async (c) => {
    const { records, body } = await managed(c);
    const keyword = body.keyword?.trim();
    return pageOf(
      newest(
        records.filter(
          (r) =>
            !keyword ||
            r.title.includes(keyword) ||
            r.keywords.includes(keyword) ||
            r.authors.some((a) => a.name === keyword),
        ),
      ).map((r) => toSummary(r)),
      body,
    );
  }),
  route('post', MP.editPeriodic, async (c) => {
    const { dataset, journal } = await managed(c);
    const edit = await c.body<PeriodicalEdit>();
    const current = periodicalOf(journal, dataset);
    const changes = (['intro', 'columns', 'contact', 'website'] as const).filter((k) => edit[k] !== undefined);
    if (!changes.length) return current;
    // Reading a named journal is open (the id query); changing it is its own manager's.
    const editor = requireAccount(c.request);
    if (!editor.isManager || editor.journalId !== journal.id) throw new SimulatedError(403, '仅期刊用户可用');
    if (edit.intro !== undefined && !edit.intro.trim()) throw new SimulatedError(MANAGER_INPUT_CODE, '请输入期刊简介');
    if (edit.website && !WEBSITE.test(edit.website)) throw new SimulatedError(MANAGER_INPUT_CODE, '请输入正确的网址');
    const next: Periodical = {
      ...current,
      ...(edit.intro !== undefined ? { intro: edit.intro.trim() } : {}),
      ...(edit.columns ? { columns: edit.columns.map((x) => x.trim()).filter(Boolean) } : {}),
      ...(edit.contact !== undefined ? { contact: edit.contact.trim() } : {}),
      ...(edit.website !== undefined ? { website: edit.website.trim() } : {}),
      updatedAt: isoOf(simulationState().now()),
    };
    simulationState().periodicals.set(journal.id, next);
    return next;
  }),
];
