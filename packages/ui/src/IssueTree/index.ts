export { IssueTree, type IssueTreeProps, type IssueVolume, type SelectedIssue } from './IssueTree';
