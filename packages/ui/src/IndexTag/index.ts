export { IndexTag, type IndexTagProps, type IndexTagTone } from './IndexTag';
