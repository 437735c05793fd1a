/**
 * Manager area paths: "many /magazine/* analysis and ranking endpoints, used by the manager area"
 * (doc 001 §7). One per manager page (doc 000 §2.1), named after the page.
 */
const m = (name: string) => `/magazine/${name}`;

export const MANAGER_PATHS = {
  agingReport: m('agingReport'),
  areaAnalysis: m('areaAnalysis'),
  authorAnalysis: m('authorAnalysis'),
  compete: m('compete'),
  editPeriodic: m('editPeriodic'),
  elementReport: m('elementReport'),
  fundAnalysis: m('fundanalysis'),
  influenceRank: m('influenceRank'),
  influenceReport: m('influenceReport'),
  journalAnalysis: m('journalanalysis'),
  literatureInquiry: m('literatureInquiry'),
  organAnalysis: m('organAnalysis'),
  quoteReport: m('quoteReport'),
  subjectAnalysis: m('subjectAnalysis'),
} as const;
