import { legacyRedirect } from '@wenxian/domain';
import { defineArea } from './defineRoute';

/** The old site's addresses answer 302 to their pages (doc 000 §2.1). */
const toNewPage = ({ url }: { url: URL }) => legacyRedirect(url.pathname, url.search);

/** Every document type's page is one module: the type comes from the address. */
const documentPage = () => import('../pages/documents/DocumentPage');

/** Routes of area `documents`: guard from routes.txt, layout as decided in docs/decisions/web.md. */
export const documentsTable = [
  { path: '/doc/journal/:id?', guard: 'signed', layout: 'default', page: documentPage },
  { path: '/doc/achievement/:id?', guard: 'signed', layout: 'default', page: documentPage },
  { path: '/doc/conference/:id?', guard: 'signed', layout: 'default', page: documentPage },
  { path: '/doc/degree/:id?', guard: 'signed', layout: 'default', page: documentPage },
  { path: '/doc/newspaper/:id?', guard: 'signed', layout: 'default', page: documentPage },
  { path: '/doc/patent/:id?', guard: 'signed', layout: 'default', page: documentPage },
  { path: '/doc/policy/:id?', guard: 'signed', layout: 'default', page: documentPage },
  { path: '/doc/regulation/:id?', guard: 'signed', layout: 'default', page: documentPage },
  { path: '/doc/report/:id?', guard: 'signed', layout: 'default', page: documentPage },
  { path: '/doc/standard/:id?', guard: 'signed', layout: 'default', page: documentPage },
  { path: '/qikan/Detail.aspx', guard: 'redirect', layout: 'default', redirectTo: toNewPage },
  { path: '/Qikan/Journal/Summary', guard: 'redirect', layout: 'default', redirectTo: toNewPage },
  { path: '/Qikan/Article/Detail', guard: 'redirect', layout: 'default', redirectTo: toNewPage },
  { path: '/QK/:vip/:b/:c/:id.html', guard: 'redirect', layout: 'default', redirectTo: toNewPage },
  { path: '/QK/:vip/:b/:id.html', guard: 'redirect', layout: 'default', redirectTo: toNewPage },
  {
    path: '/onlinereading',
    guard: 'member',
    layout: 'preview',
    page: () => import('../pages/documents/OnlineReadingPage'),
  },
  {
    path: '/transform/pdf2word',
    guard: 'member',
    layout: 'default',
    page: () => import('../pages/documents/PdfToWordPage'),
  },
  {
    path: '/pdf/journal/download',
    guard: 'none',
    layout: 'empty',
    page: () => import('../pages/documents/reports/JournalReportPrintPage'),
  },
  {
    path: '/pdf/report/download',
    guard: 'none',
    layout: 'empty',
    page: () => import('../pages/documents/reports/DocumentReportPrintPage'),
  },
  {
    path: '/pdf/report/search-info',
    guard: 'none',
    layout: 'empty',
    page: () => import('../pages/documents/reports/SearchInfoPrintPage'),
  },
  {
    path: '/pdf/summary/download',
    guard: 'none',
    layout: 'empty',
    page: () => import('../pages/documents/reports/SummaryPrintPage'),
  },
  {
    path: '/batchquote',
    guard: 'none',
    layout: 'noHeader',
    page: () => import('../pages/documents/BatchQuotePage'),
  },
  {
    path: '/batchquote/editlist',
    guard: 'none',
    layout: 'noHeader',
    page: () => import('../pages/documents/BatchQuoteEditPage'),
  },
  {
    path: '/batchreview',
    guard: 'member',
    layout: 'default',
    page: () => import('../pages/documents/BatchReviewPage'),
  },
  {
    path: '/pay/newindex',
    guard: 'member',
    layout: 'noSideBar',
    page: () => import('../pages/documents/OrderPayPage'),
  },
] as const;

export const documentsRoutes = defineArea('documents', documentsTable);
