export { DocumentTypeTabs, type DocumentTypeTab, type DocumentTypeTabsProps } from './DocumentTypeTabs';
