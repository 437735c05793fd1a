export { ExpressionSyntaxHelp, type ExpressionSyntaxHelpProps } from './ExpressionSyntaxHelp';
