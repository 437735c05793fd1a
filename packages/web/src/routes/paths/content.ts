import { definePath } from '../defineRoute';

/** Paths of area `content` (../shared/spec/routes.txt); links use `getHref`. */
export const contentPaths = {
  ks: definePath('/ks'),
  crc: definePath('/crc'),
  system: definePath('/system'),
  pageTmp: definePath('/pageTmp'),
  helpcenter: definePath('/helpcenter'),
  helpcenterAdvancesearch: definePath('/helpcenter/advancesearch'),
  helpcenterDetailApplication: definePath('/helpcenter/detail/application'),
  helpcenterDetailCooperation: definePath('/helpcenter/detail/cooperation'),
  helpcenterDetailQuestion: definePath('/helpcenter/detail/question'),
  helpcenterNavApplication: definePath('/helpcenter/nav/application'),
  helpcenterNavCooperation: definePath('/helpcenter/nav/cooperation'),
  helpcenterNavQuestion: definePath('/helpcenter/nav/question'),
  helpcenterSearch: definePath('/helpcenter/search'),
  newsInformationChair: definePath('/newsInformation/chair'),
  newsInformationList: definePath('/newsInformation/list'),
  newsInformationDetailById: definePath('/newsInformation/detail/:id?'),
  aboutusAgreement: definePath('/aboutus/agreement'),
  aboutusAs: definePath('/aboutus/as'),
  aboutusCc: definePath('/aboutus/cc'),
  aboutusContact: definePath('/aboutus/contact'),
  aboutusCso: definePath('/aboutus/cso'),
  aboutusFl: definePath('/aboutus/fl'),
  aboutusPs: definePath('/aboutus/ps'),
};
