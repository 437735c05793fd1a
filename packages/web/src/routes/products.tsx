import { defineArea } from './defineRoute';
import { productsPaths } from './paths/products';

/** Routes of area `products`: guard from routes.txt, layout as decided in docs/decisions/web.md. */
export const productsRoutes = defineArea('products', [
  {
    path: productsPaths.productCollectionquery,
    guard: 'none',
    layout: 'product',
    page: () => import('../pages/products/CollectionApplyPage'),
  },
  {
    path: productsPaths.productCollectionqueryHome,
    guard: 'none',
    layout: 'product',
    page: () => import('../pages/products/CollectionApplyPage'),
  },
  {
    path: productsPaths.productCollectionqueryMyorder,
    guard: 'none',
    layout: 'product',
    page: () => import('../pages/products/CollectionListPage'),
  },
  {
    path: productsPaths.productNoveltysearch,
    guard: 'none',
    layout: 'product',
    page: () => import('../pages/products/NoveltyHomePage'),
  },
  {
    path: productsPaths.productNoveltysearchHome,
    guard: 'none',
    layout: 'product',
    page: () => import('../pages/products/NoveltyHomePage'),
  },
  {
    path: productsPaths.productNoveltysearchMyorder,
    guard: 'none',
    layout: 'product',
    page: () => import('../pages/products/NoveltyOrdersPage'),
  },
  {
    path: productsPaths.productNoveltysearchMyorderOrderticketById,
    guard: 'none',
    layout: 'product',
    page: () => import('../pages/products/NoveltyTicketPage'),
  },
  {
    path: productsPaths.productNoveltysearchAnimationdetection,
    guard: 'none',
    layout: 'product',
    page: () => import('../pages/products/NoveltyProcessPage'),
  },
  {
    path: productsPaths.productNoveltysearchBasicInformation,
    guard: 'none',
    layout: 'product',
    page: () => import('../pages/products/NoveltyApplyPage'),
  },
  {
    path: productsPaths.productNoveltysearchNewcheckpoint,
    guard: 'none',
    layout: 'product',
    page: () => import('../pages/products/NoveltyApplyPage'),
  },
  {
    path: productsPaths.productNoveltysearchNewInformation,
    guard: 'none',
    layout: 'product',
    page: () => import('../pages/products/NoveltyApplyPage'),
  },
  {
    path: productsPaths.productThesisdetection,
    guard: 'member',
    layout: 'product',
    page: () => import('../pages/products/ThesisHomePage'),
  },
  {
    path: productsPaths.productThesisdetectionOrder,
    guard: 'member',
    layout: 'product',
    page: () => import('../pages/products/ThesisOrdersPage'),
  },
  {
    path: productsPaths.productThesisdetectionVersion1,
    guard: 'member',
    layout: 'product',
    page: () => import('../pages/products/ThesisOrderFormPage'),
  },
  {
    path: productsPaths.productThesisdetectionVersion1Coupon,
    guard: 'member',
    layout: 'product',
    page: () => import('../pages/products/ThesisCouponsPage'),
  },
  {
    path: productsPaths.productThesisdetectionVersion1Order,
    guard: 'member',
    layout: 'product',
    page: () => import('../pages/products/ThesisOrderPage'),
  },
  {
    path: productsPaths.activityDoublepromotion,
    guard: 'none',
    layout: 'product',
    page: () => import('../pages/products/ActivityPage'),
  },
  {
    path: productsPaths.activityAipromotional,
    guard: 'none',
    layout: 'product',
    page: () => import('../pages/products/ActivityPage'),
  },
  {
    path: productsPaths.activitySchoolSeason,
    guard: 'none',
    layout: 'product',
    page: () => import('../pages/products/ActivityPage'),
  },
  {
    path: productsPaths.activityMemberactivity,
    guard: 'none',
    layout: 'product',
    page: () => import('../pages/products/ActivityPage'),
  },
  {
    path: productsPaths.activityPower,
    guard: 'none',
    layout: 'product',
    page: () => import('../pages/products/ActivityPage'),
  },
  {
    path: productsPaths.activityReadingmonth,
    guard: 'none',
    layout: 'product',
    page: () => import('../pages/products/ActivityPage'),
  },
  {
    path: productsPaths.activityReadingmonthAnswerpage,
    guard: 'none',
    layout: 'product',
    page: () => import('../pages/products/ReadingQuizPage'),
  },
  {
    path: productsPaths.activityReadingmonthInvitefriends,
    guard: 'none',
    layout: 'product',
    page: () => import('../pages/products/ReadingInvitePage'),
  },
  {
    path: productsPaths.activityReadingmonthPoints,
    guard: 'none',
    layout: 'product',
    page: () => import('../pages/products/ReadingPointsPage'),
  },
  {
    path: productsPaths.activityReadingmonthAnswerquestionsSettlement,
    guard: 'none',
    layout: 'product',
    page: () => import('../pages/products/ReadingSettlementPage'),
  },
  {
    path: productsPaths.activityYearEndActivity,
    guard: 'none',
    layout: 'product',
    page: () => import('../pages/products/ActivityPage'),
  },
]);
