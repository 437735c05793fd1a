export { CertificateBadge, type CertificateBadgeProps } from './CertificateBadge';
