import { definePath } from '../defineRoute';

/** Paths of area `manager` (../shared/spec/routes.txt); links use `getHref`. */
export const managerPaths = {
  manager: definePath('/manager'),
  managerAgingReport: definePath('/manager/agingReport'),
  managerAreaAnalysis: definePath('/manager/areaAnalysis'),
  managerAuthorAnalysis: definePath('/manager/authorAnalysis'),
  managerCompete: definePath('/manager/compete'),
  managerEditPeriodic: definePath('/manager/editPeriodic'),
  managerElementReport: definePath('/manager/elementReport'),
  managerFundanalysis: definePath('/manager/fundanalysis'),
  managerInfluenceRank: definePath('/manager/influenceRank'),
  managerInfluenceReport: definePath('/manager/influenceReport'),
  managerJournalanalysis: definePath('/manager/journalanalysis'),
  managerLiteratureInquiry: definePath('/manager/literatureInquiry'),
  managerOrganAnalysis: definePath('/manager/organAnalysis'),
  managerQuoteReport: definePath('/manager/quoteReport'),
  managerSubjectAnalysis: definePath('/manager/subjectAnalysis'),
  managerAccount: definePath('/manager/account'),
  managerAccountAuth: definePath('/manager/account/auth'),
  managerAccountEmail: definePath('/manager/account/email'),
  managerAccountLogout: definePath('/manager/account/logout'),
  managerAccountPassword: definePath('/manager/account/password'),
  managerAccountPhone: definePath('/manager/account/phone'),
  managerAccountProduction: definePath('/manager/account/production'),
  managerAccountWeixin: definePath('/manager/account/weixin'),
  managerAuth: definePath('/manager/auth'),
};
