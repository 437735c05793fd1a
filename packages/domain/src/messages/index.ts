export { messages, type Messages } from './messages';
export { shellLabels, type ShellLabels } from './labels/shell';
