export { ErrorPage, type ErrorPageProps } from './ErrorPage';
export { errorPageContent, type ErrorPageContent, type ErrorPageVariant } from './errorPageContent';
