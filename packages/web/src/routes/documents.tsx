import { legacyRedirect } from '@wenxian/domain';
import { defineArea } from './defineRoute';
import { documentsPaths } from './paths/documents';

/** The old site's addresses answer 302 to their pages (doc 000 §2.1). */
const toNewPage = ({ url }: { url: URL }) => legacyRedirect(url.pathname, url.search);

/** Every document type's page is one module: the type comes from the address. */
const documentPage = () => import('../pages/documents/DocumentPage');

/** Routes of area `documents`: guard from routes.txt, layout as decided in docs/decisions/web.md. */
export const documentsRoutes = defineArea('documents', [
  { path: documentsPaths.docJournalById, guard: 'signed', layout: 'default', page: documentPage },
  { path: documentsPaths.docAchievementById, guard: 'signed', layout: 'default', page: documentPage },
  { path: documentsPaths.docConferenceById, guard: 'signed', layout: 'default', page: documentPage },
  { path: documentsPaths.docDegreeById, guard: 'signed', layout: 'default', page: documentPage },
  { path: documentsPaths.docNewspaperById, guard: 'signed', layout: 'default', page: documentPage },
  { path: documentsPaths.docPatentById, guard: 'signed', layout: 'default', page: documentPage },
  { path: documentsPaths.docPolicyById, guard: 'signed', layout: 'default', page: documentPage },
  { path: documentsPaths.docRegulationById, guard: 'signed', layout: 'default', page: documentPage },
  { path: documentsPaths.docReportById, guard: 'signed', layout: 'default', page: documentPage },
  { path: documentsPaths.docStandardById, guard: 'signed', layout: 'default', page: documentPage },
  { path: documentsPaths.qikanDetailAspx, guard: 'redirect', layout: 'default', redirectTo: toNewPage },
  { path: documentsPaths.qikanJournalSummary, guard: 'redirect', layout: 'default', redirectTo: toNewPage },
  { path: documentsPaths.qikanArticleDetail, guard: 'redirect', layout: 'default', redirectTo: toNewPage },
  { path: documentsPaths.qKByVipByBByCById, guard: 'redirect', layout: 'default', redirectTo: toNewPage },
  { path: documentsPaths.qKByVipByBById, guard: 'redirect', layout: 'default', redirectTo: toNewPage },
  {
    path: documentsPaths.onlinereading,
    guard: 'member',
    layout: 'preview',
    page: () => import('../pages/documents/OnlineReadingPage'),
  },
  {
    path: documentsPaths.transformPdf2word,
    guard: 'member',
    layout: 'default',
    page: () => import('../pages/documents/PdfToWordPage'),
  },
  {
    path: documentsPaths.pdfJournalDownload,
    guard: 'none',
    layout: 'empty',
    page: () => import('../pages/documents/reports/JournalReportPrintPage'),
  },
  {
    path: documentsPaths.pdfReportDownload,
    guard: 'none',
    layout: 'empty',
    page: () => import('../pages/documents/reports/DocumentReportPrintPage'),
  },
  {
    path: documentsPaths.pdfReportSearchInfo,
    guard: 'none',
    layout: 'empty',
    page: () => import('../pages/documents/reports/SearchInfoPrintPage'),
  },
  {
    path: documentsPaths.pdfSummaryDownload,
    guard: 'none',
    layout: 'empty',
    page: () => import('../pages/documents/reports/SummaryPrintPage'),
  },
  {
    path: documentsPaths.batchquote,
    guard: 'none',
    layout: 'noHeader',
    page: () => import('../pages/documents/BatchQuotePage'),
  },
  {
    path: documentsPaths.batchquoteEditlist,
    guard: 'none',
    layout: 'noHeader',
    page: () => import('../pages/documents/BatchQuoteEditPage'),
  },
  {
    path: documentsPaths.batchreview,
    guard: 'member',
    layout: 'default',
    page: () => import('../pages/documents/BatchReviewPage'),
  },
  {
    path: documentsPaths.payNewindex,
    guard: 'member',
    layout: 'noSideBar',
    page: () => import('../pages/documents/PayPage'),
  },
]);
