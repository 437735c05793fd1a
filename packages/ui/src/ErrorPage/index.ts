export { ErrorPage, type ErrorPageProps } from './ErrorPage';
export { errorPageContent, type ErrorPageContent, type ErrorPageKind } from './errorPageContent';
