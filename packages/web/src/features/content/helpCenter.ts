import { href } from 'react-router';
import type { HelpColumn } from '@wenxian/api';
import { contentLabels } from '@wenxian/domain';

const L = contentLabels.helpCenter;

/** The help centre's three kinds of entries, each a column of getHelpColumn and an address under /helpcenter. */
export type HelpKind = keyof typeof L.kinds;
const helpKinds: readonly HelpKind[] = ['question', 'application', 'cooperation'];

/** The kind a column's code names; a code the site has no page for reads as the common questions. */
export function helpKindNamed(code: string | undefined): HelpKind {
  return (helpKinds as ReadonlyArray<string | undefined>).includes(code) ? (code as HelpKind) : 'question';
}

/** The kind of a help address (/helpcenter/nav/question → question). */
export function helpKindOf(pathname: string): HelpKind {
  return helpKindNamed(pathname.replace(/\/+$/, '').split('/').pop());
}
export function columnOfKind(columns: readonly HelpColumn[], kind: HelpKind): HelpColumn | undefined {
  return columns.find((c) => c.code === kind);
}

/** A help column's list page, and one entry's page within its kind. */
export const helpNavHref = (kind: HelpKind) => href(`/helpcenter/nav/${kind}`);
export const helpEntryHref = (kind: HelpKind, entryId: string) =>
  `${href(`/helpcenter/detail/${kind}`)}?${new URLSearchParams({ id: entryId }).toString()}`;

export const helpLinks = helpKinds.map((kind) => ({ label: L.kinds[kind], href: helpNavHref(kind) }));
