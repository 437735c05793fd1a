export { Header, type HeaderProps } from './Header';
export { ProductServicesPanel } from './components/ProductServicesPanel';
export { KnowledgeMapPanel } from './components/KnowledgeMapPanel';
export {
  defaultHeaderHrefs,
  type HeaderHrefs,
  type HeaderUser,
  type KnowledgeTile,
  type NavLink,
  type ProductCategory,
  type ProductSection,
  type ProductService,
} from './types';
export { useScrollY, windowScrollSource, elementScrollSource, type ScrollSource } from './useScrollY';
