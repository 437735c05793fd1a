import { definePath } from '../defineRoute';

/** Paths of area `conference` (../shared/spec/routes.txt); links use `getHref`. */
export const conferencePaths = {
  conference: definePath('/conference'),
  conferenceResults: definePath('/conference/results'),
  conferenceAuth: definePath('/conference/auth'),
  conferenceNoticeById: definePath('/conference/notice/:id?'),
  conferenceOrganizationById: definePath('/conference/organization/:id?'),
  conferenceById: definePath('/conference/:id'),
  conferenceByIdByIds: definePath('/conference/:id/:ids'),
  conferenceManager: definePath('/conference/manager'),
  conferenceManagerInfo: definePath('/conference/manager/info'),
  conferenceManagerLiterature: definePath('/conference/manager/literature'),
  conferenceManagerResource: definePath('/conference/manager/resource'),
  conferenceEsignMobile: definePath('/conference/esign_mobile'),
  conferenceEsignature: definePath('/conference/esignature'),
  conferenceEsignpc: definePath('/conference/esignpc'),
  conferenceEsignphone: definePath('/conference/esignphone'),
};
