export { TopicSearchBox, type TopicSearchBoxProps, type TopicSearchSubmission } from './TopicSearchBox';
