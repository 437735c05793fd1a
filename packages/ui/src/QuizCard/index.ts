export { QuizCard, type QuizCardProps, type QuizCheckView, type QuizQuestionView } from './QuizCard';
