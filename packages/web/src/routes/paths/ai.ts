import { definePath } from '../defineRoute';

/** Paths of area `ai` (../shared/spec/routes.txt); links use `getHref`. */
export const aiPaths = {
  weResearch: definePath('/WeResearch'),
  weResearchByIdChat: definePath('/WeResearch/:id/chat'),
  weResearchHandbook: definePath('/WeResearch/handbook'),
  weResearchHistory: definePath('/WeResearch/history'),
  weResearchUpdate: definePath('/WeResearch/update'),
  chat: definePath('/chat'),
  prequalification: definePath('/prequalification'),
  prequalificationRecordList: definePath('/prequalification/recordList'),
  prequalificationReport: definePath('/prequalification/report'),
  prequalificationDetailById: definePath('/prequalification/detail/:id?'),
};
