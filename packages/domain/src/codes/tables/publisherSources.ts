/** The thirteen publisher (foreign database) sources of doc 001 §3, in the spec's order. */
export const publisherSources = [
  'WOS',
  'PROQUEST',
  'TANDF',
  'SPRINGER',
  'WILEY',
  'SCOPUS',
  'SAGE',
  'CSA',
  'JST',
  'AJ',
  'EBSCO',
  'NSTL',
  'NSSD',
] as const;
export type PublisherSource = (typeof publisherSources)[number];

/** The year the sources are labelled with "where applicable" (doc 001 §3). */
export const publisherSourceYear = 2025;

export function isPublisherSource(code: string): code is PublisherSource {
  return (publisherSources as readonly string[]).includes(code);
}
