import type { HelpColumn } from '@wenxian/api';
import { contentLabels } from '@wenxian/domain';

const L = contentLabels.helpCenter;

/** The help centre's three kinds of entries, each a column of getHelpColumn and an address under /helpcenter. */
export type HelpKind = keyof typeof L.kinds;
export const helpKinds: readonly HelpKind[] = ['question', 'application', 'cooperation'];

/** The kind of a help address (/helpcenter/nav/question → question). */
export function helpKindOf(pathname: string): HelpKind {
  const last = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  return (helpKinds as readonly string[]).includes(last) ? (last as HelpKind) : 'question';
}
export function columnOfKind(columns: readonly HelpColumn[], kind: HelpKind): HelpColumn | undefined {
  return columns.find((c) => c.code === kind);
}
export const helpLinks = helpKinds.map((kind) => ({ label: L.kinds[kind], href: `/helpcenter/nav/${kind}` }));
