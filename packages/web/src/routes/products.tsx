import { defineArea } from './defineRoute';

/** Routes of area `products`: guard from routes.txt, layout as decided in docs/decisions/web.md. */
export const productsTable = [
  {
    path: '/product/collectionquery',
    guard: 'none',
    layout: 'product',
    page: () => import('../pages/products/CollectionApplyPage'),
  },
  {
    path: '/product/collectionquery/home',
    guard: 'none',
    layout: 'product',
    page: () => import('../pages/products/CollectionApplyPage'),
  },
  {
    path: '/product/collectionquery/myorder',
    guard: 'none',
    layout: 'product',
    page: () => import('../pages/products/CollectionListPage'),
  },
  {
    path: '/product/noveltysearch',
    guard: 'none',
    layout: 'product',
    page: () => import('../pages/products/NoveltyHomePage'),
  },
  {
    path: '/product/noveltysearch/home',
    guard: 'none',
    layout: 'product',
    page: () => import('../pages/products/NoveltyHomePage'),
  },
  {
    path: '/product/noveltysearch/myorder',
    guard: 'none',
    layout: 'product',
    page: () => import('../pages/products/NoveltyOrdersPage'),
  },
  {
    path: '/product/noveltysearch/myorder/orderticket/:id?',
    guard: 'none',
    layout: 'product',
    page: () => import('../pages/products/NoveltyTicketPage'),
  },
  {
    path: '/product/noveltysearch/animationdetection',
    guard: 'none',
    layout: 'product',
    page: () => import('../pages/products/NoveltyProcessPage'),
  },
  {
    path: '/product/noveltysearch/basicInformation',
    guard: 'none',
    layout: 'product',
    page: () => import('../pages/products/NoveltyApplyPage'),
  },
  {
    path: '/product/noveltysearch/newcheckpoint',
    guard: 'none',
    layout: 'product',
    page: () => import('../pages/products/NoveltyApplyPage'),
  },
  {
    path: '/product/noveltysearch/newInformation',
    guard: 'none',
    layout: 'product',
    page: () => import('../pages/products/NoveltyApplyPage'),
  },
  {
    path: '/product/thesisdetection',
    guard: 'member',
    layout: 'product',
    page: () => import('../pages/products/ThesisHomePage'),
  },
  {
    path: '/product/thesisdetection/order',
    guard: 'member',
    layout: 'product',
    page: () => import('../pages/products/ThesisOrdersPage'),
  },
  {
    path: '/product/thesisdetection/version1',
    guard: 'member',
    layout: 'product',
    page: () => import('../pages/products/ThesisOrderFormPage'),
  },
  {
    path: '/product/thesisdetection/version1/coupon',
    guard: 'member',
    layout: 'product',
    page: () => import('../pages/products/ThesisCouponsPage'),
  },
  {
    path: '/product/thesisdetection/version1/order',
    guard: 'member',
    layout: 'product',
    page: () => import('../pages/products/ThesisOrderPage'),
  },
  {
    path: '/activity/doublepromotion',
    guard: 'none',
    layout: 'product',
    page: () => import('../pages/products/ActivityPage'),
  },
  {
    path: '/activity/aipromotional',
    guard: 'none',
    layout: 'product',
    page: () => import('../pages/products/ActivityPage'),
  },
  {
    path: '/activity/SchoolSeason',
    guard: 'none',
    layout: 'product',
    page: () => import('../pages/products/ActivityPage'),
  },
  {
    path: '/activity/memberactivity',
    guard: 'none',
    layout: 'product',
    page: () => import('../pages/products/ActivityPage'),
  },
  {
    path: '/activity/power',
    guard: 'none',
    layout: 'product',
    page: () => import('../pages/products/ActivityPage'),
  },
  {
    path: '/activity/readingmonth',
    guard: 'none',
    layout: 'product',
    page: () => import('../pages/products/ActivityPage'),
  },
  {
    path: '/activity/readingmonth/answerpage',
    guard: 'none',
    layout: 'product',
    page: () => import('../pages/products/ReadingQuizPage'),
  },
  {
    path: '/activity/readingmonth/invitefriends',
    guard: 'none',
    layout: 'product',
    page: () => import('../pages/products/ReadingInvitePage'),
  },
  {
    path: '/activity/readingmonth/points',
    guard: 'none',
    layout: 'product',
    page: () => import('../pages/products/ReadingPointsPage'),
  },
  {
    path: '/activity/readingmonth/answerquestions/settlement',
    guard: 'none',
    layout: 'product',
    page: () => import('../pages/products/ReadingSettlementPage'),
  },
  {
    path: '/activity/yearEndActivity',
    guard: 'none',
    layout: 'product',
    page: () => import('../pages/products/ActivityPage'),
  },
] as const;

export const productsRoutes = defineArea('products', productsTable);
