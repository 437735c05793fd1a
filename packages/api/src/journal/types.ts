import type {
  ChartSeries,
  ClassNode,
  EntityLiteratureQuery,
  LiteratureSummary,
  NamedCount,
  Page,
  PageQuery,
} from '../shared/types';

/** Journal profile (show, JournalBasicsInfo). // shape decided here */
export type JournalProfile = {
  id: string;
  name: string;
  nameEn?: string;
  issn?: string;
  cn?: string;
  frequency?: string;
  foundedYear?: number;
  hostOrgan?: string;
  /** Index tags (SCIE, BDHX, CSCD... doc 001 code table). */
  indexTags: string[];
  /** Edition, period or grade per tag code (BDHX → '2023', CSCD → '2025-2026', JCR → 'Q1'). // shape decided here */
  indexTagEditions?: Record<string, string>;
  impactFactor?: number;
  compositeImpactFactor?: number;
  coverUrl?: string;
  isOA?: boolean;
  /** 1 shows the ycb tag. */
  extraAppStatus?: 0 | 1;
  /** Shows the net tag. */
  netFirst?: boolean;
  literatureCount?: number;
};

export type JournalQuery = { id: string };
export type JournalYearQuery = JournalQuery & { year?: number };
export type JournalListQuery = PageQuery & {
  id?: string;
  classId?: string;
  tag?: string;
  /** First-letter navigation: the pinyin initial of the journal's name, A–Z (choiceJournal). // decided here */
  letter?: string;
  year?: number;
  keyword?: string;
};
/** A journal's articles, optionally of one issue or one column (栏目). */
export type JournalLiteratureQuery = PageQuery &
  JournalQuery &
  EntityLiteratureQuery & { year?: number; vol?: string; num?: string; column?: string };

/** Authors of a journal (JournalBasicsAuthorInfo). // shape decided here */
export type JournalAuthorInfo = { id: string; name: string; organName: string; literatureCount: number };
export type JournalIssues = { year: number; vol: string; nums: string[] }[];
/** A journal as lists show it. // shape decided here */
export type JournalCard = Pick<
  JournalProfile,
  'id' | 'name' | 'coverUrl' | 'indexTags' | 'indexTagEditions' | 'impactFactor' | 'isOA'
>;
export type JournalPage = Page<JournalCard>;
/**
 * The journal navigation's page (choiceJournal): the journals of the page and, for the A–Z index, how
 * many journals of the class and tag filters fall under each letter (the letter filter left out).
 * // shape decided here
 */
export type JournalNavPage = JournalPage & { letters?: { letter: string; count: number }[] };
export type LiteraturePage = Page<LiteratureSummary>;
/** A journal report (journal-report). // shape decided here */
export type JournalReport = { id: string; year: number; sections: { title: string; series: ChartSeries[] }[] };

export type { ChartSeries, ClassNode, NamedCount };
