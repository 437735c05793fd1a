export { ProductSideNav, type ProductSideNavGroup, type ProductSideNavProps } from './ProductSideNav';
