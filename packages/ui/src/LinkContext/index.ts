export {
  LinkProvider,
  PlainLink,
  SiteLink,
  useLinkComponent,
  type LinkComponent,
  type LinkComponentProps,
  type LinkProviderProps,
} from './LinkContext';
