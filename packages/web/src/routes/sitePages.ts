import type { shellTable } from './shell';
import type { searchTable } from './search';
import type { documentsTable } from './documents';
import type { accountsTable } from './accounts';
import type { entitiesTable } from './entities';
import type { conferenceTable } from './conference';
import type { managerTable } from './manager';
import type { aiTable } from './ai';
import type { productsTable } from './products';
import type { contentTable } from './content';

type PatternOf<Table> = Table extends readonly { path: infer Pattern extends string }[] ? Pattern : never;

/** Every pattern of the route table. */
export type SitePattern = PatternOf<
  | typeof shellTable
  | typeof searchTable
  | typeof documentsTable
  | typeof accountsTable
  | typeof entitiesTable
  | typeof conferenceTable
  | typeof managerTable
  | typeof aiTable
  | typeof productsTable
  | typeof contentTable
>;

/** A parameter's name as React Router reads it (`:id.html` is the parameter `id`). */
type ParamName<Segment extends string> = Segment extends `${infer Name}.${string}` ? Name : Segment;

type RequiredParams<Pattern extends string> = Pattern extends `${infer Head}/${infer Rest}`
  ? RequiredParams<Head> | RequiredParams<Rest>
  : Pattern extends `:${string}?`
    ? never
    : Pattern extends `:${infer Name}`
      ? ParamName<Name>
      : never;

type OptionalParams<Pattern extends string> = Pattern extends `${infer Head}/${infer Rest}`
  ? OptionalParams<Head> | OptionalParams<Rest>
  : Pattern extends `:${infer Name}?`
    ? ParamName<Name>
    : Pattern extends '*'
      ? '*'
      : never;

/** The params of a pattern as React Router's `href` takes them. */
export type ParamsOf<Pattern extends string> = {
  [Name in RequiredParams<Pattern>]: string;
} & { [Name in OptionalParams<Pattern>]?: string } extends infer Params
  ? { [Key in keyof Params]: Params[Key] }
  : never;

/**
 * React Router's `href(pattern, params)` typed by the route table, as its framework mode's type generation would
 * (docs/decisions/web.md): a link to a pattern the table does not have, or without a required param, does not
 * compile. Pages and features import `href` from react-router, never this folder.
 */
declare module 'react-router' {
  interface Register {
    pages: { [Pattern in SitePattern]: { params: ParamsOf<Pattern> } };
  }
}
