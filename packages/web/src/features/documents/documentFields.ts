import type { LiteratureDetail } from '@wenxian/api';
import { displayDate, documentLabels as L, findLiteratureType } from '@wenxian/domain';

/** One row of the document's field list: a label and its value (text, or links to entity pages). */
export type DocumentField = { label: string; text?: string; links?: { href: string; text: string }[] };

export type FieldLinks = {
  journal: (id: string) => string;
  conference: (id: string) => string;
  organization: (id: string) => string;
};

const text = (label: string, value: string | number | null | undefined): DocumentField[] =>
  value === null || value === undefined || value === '' ? [] : [{ label, text: String(value) }];

/** A conference's days as the citation cites them: one day, or its first and last day. */
function conferenceDates(doc: LiteratureDetail): string {
  const start = displayDate(doc.conference?.startDate);
  const end = doc.conference?.endDate;
  return end && end !== doc.conference?.startDate && doc.conference?.startDate ? L.dateRange(start, end) : start;
}

/**
 * The fields that matter for each type (doc 000 §4.2–4.3): patents' numbers, applicant and IPC; standards'
 * number, status and dates; theses' degree, school and supervisor; conferences' name, place and date;
 * newspapers' name, date and edition. Dates follow the 未知 rule (displayDate).
 */
export function documentFields(doc: LiteratureDetail, links: FieldLinks): DocumentField[] {
  const common = [...text(L.fund, doc.fund), ...text(L.clc, doc.clc), ...text(L.doi, doc.doi)];
  switch (doc.type) {
    case 1:
      return [
        ...(doc.journal
          ? [{ label: L.journal, links: [{ href: links.journal(doc.journal.id), text: doc.journal.name }] }]
          : []),
        ...text(L.issn, doc.issn),
        {
          label: L.yearIssue,
          text: `${doc.year ?? displayDate(null)}${doc.journal?.volume ? `，${doc.journal.volume}` : ''}${doc.journal?.issue ? `(${doc.journal.issue})` : ''}`,
        },
        ...text(L.pages, doc.pages),
        ...common,
      ];
    case 2:
      return [
        ...text(L.degree, doc.thesisType),
        ...(doc.school
          ? [{ label: L.school, links: [{ href: links.organization(doc.school.id), text: doc.school.name }] }]
          : []),
        ...text(L.place, doc.place),
        ...text(L.tutor, doc.tutor),
        { label: L.publishDate, text: displayDate(doc.publishDate) },
        ...common,
      ];
    case 3:
      return [
        ...(doc.conference
          ? [{ label: L.conference, links: [{ href: links.conference(doc.conference.id), text: doc.conference.name }] }]
          : []),
        ...text(L.conferencePlace, doc.conference?.place),
        { label: L.conferenceDate, text: conferenceDates(doc) },
        ...text(L.pages, doc.pages),
        ...common,
      ];
    case 5:
      return [
        ...text(L.patentType, doc.patentType),
        ...text(L.applicationNo, doc.applicationNo),
        { label: L.applicationDate, text: displayDate(doc.applicationDate) },
        ...text(L.publicationNo, doc.publicationNo),
        { label: L.publicationDate, text: displayDate(doc.publishDate) },
        ...text(L.applicant, doc.applicant),
        ...text(L.ipc, doc.ipc),
        ...common,
      ];
    case 6:
      return [
        ...text(L.standardNo, doc.standardNo),
        ...text(L.issuer, doc.standardIssuers?.join('、')),
        ...text(L.standardType, doc.standardType),
        ...text(L.standardStatus, doc.standardStatus),
        { label: L.releaseDate, text: displayDate(doc.publishDate) },
        { label: L.implementDate, text: displayDate(doc.implementDate) },
        ...common,
      ];
    case 18:
      return [
        ...text(L.newspaper, doc.newspaper?.name ?? doc.source),
        { label: L.newspaperDate, text: displayDate(doc.publishDate) },
        ...(doc.newspaper ? [{ label: L.edition, text: L.editionValue(doc.newspaper.edition) }] : []),
        ...common,
      ];
    case 8:
    case 51:
      return [
        ...text(L.issuer, doc.source),
        ...text(L.docNo, doc.docNo),
        { label: L.releaseDate, text: displayDate(doc.publishDate) },
        ...common,
      ];
    default:
      return [
        ...(doc.organizations?.[0]
          ? [
              {
                label: doc.type === 7 ? L.completedBy : L.reportUnit,
                links: [{ href: links.organization(doc.organizations[0].id), text: doc.organizations[0].name }],
              },
            ]
          : []),
        ...text(L.place, doc.place),
        { label: L.publishDate, text: displayDate(doc.publishDate) },
        ...common,
      ];
  }
}

/** The type's name for the badge (期刊, 学位…). */
export const typeNameOf = (type: number): string => findLiteratureType(type)?.name ?? '';
