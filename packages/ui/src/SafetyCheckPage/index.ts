export { SafetyCheckPage, type SafetyCheckPageProps } from './SafetyCheckPage';
