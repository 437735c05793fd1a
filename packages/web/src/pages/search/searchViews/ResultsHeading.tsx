import { VisuallyHidden } from '@wenxian/ui';
import { facetLabels, findLiteratureType, resultLabels, searchPageLabels } from '@wenxian/domain';

/** The name of the type searched or browsed (专利), none over every type: the heading's and the title's. */
export const searchedTypeName = (typeId: number | null) =>
  typeId === null ? undefined : findLiteratureType(typeId)?.name;

/**
 * The results page's one heading, for those who move through a page by its headings: what was searched and in which
 * type. Read out, not shown: the box and the tabs show both above it.
 */
export function ResultsHeading({ text, typeId }: { text: string; typeId: number | null }) {
  return <VisuallyHidden as="h1">{searchPageLabels.heading(text, searchedTypeName(typeId))}</VisuallyHidden>;
}

/** The facet column's heading, above its groups' own: read out, not shown. */
export const FacetsHeading = () => <VisuallyHidden as="h2">{facetLabels.panelLabel}</VisuallyHidden>;

/** The rows' heading, above their titles: read out, not shown. */
export const RowsHeading = () => <VisuallyHidden as="h2">{resultLabels.listLabel}</VisuallyHidden>;
