export { FacetPanel, type FacetPanelProps } from './FacetPanel';
export type { FacetGroup, FacetOption, FacetSelection } from './FacetPanel.types';
