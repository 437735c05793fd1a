import { ExpressionSyntaxHelp, type ExpressionSyntaxHelpProps } from '@wenxian/ui';

/**
 * The professional search's syntax help as its own module, so /search loads it only when the help is opened
 * (the page's first JavaScript stays within the foundation's budget).
 */
export function ExpressionSyntaxHelpPanel(props: ExpressionSyntaxHelpProps) {
  return <ExpressionSyntaxHelp {...props} />;
}
