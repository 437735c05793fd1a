export { SafetyVerificationPage, type SafetyVerificationPageProps } from './SafetyVerificationPage';
