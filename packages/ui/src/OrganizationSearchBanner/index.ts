export { OrganizationSearchBanner, type OrganizationSearchBannerProps } from './OrganizationSearchBanner';
