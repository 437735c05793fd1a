export { AuthorCard, type AuthorCardProps } from './AuthorCard';
