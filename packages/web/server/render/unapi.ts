import { JSDOM } from 'jsdom';
import { getLiterature, isApiError } from '@wenxian/api';
import { documentPath, parseUnapiId, unapiFormat } from '@wenxian/domain';
import { zoteroItem, type ZoteroItem } from '../../src/features/documents/zoteroItem';

const NS = {
  rdf: 'http://www.w3.org/1999/02/22-rdf-syntax-ns#',
  z: 'http://www.zotero.org/namespaces/export#',
  dc: 'http://purl.org/dc/elements/1.1/',
  foaf: 'http://xmlns.com/foaf/0.1/',
  bib: 'http://purl.org/net/biblio#',
} as const;
const XMLNS = 'http://www.w3.org/2000/xmlns/';

/** One XML window for every answer: documents are built with its DOM and written by its serializer (escaping). */
const { window } = new JSDOM('');
const serialize = (doc: Document) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n${new window.XMLSerializer().serializeToString(doc)}`;

/**
 * Zotero RDF of one item, the form Zotero's RDF translator imports field for field: `z:itemType`, `dc:title`,
 * every other field as `z:{field}` (RDF.js copies each `z:` property into the field of that name), creators in the
 * containers it reads per creator type (`bib:authors`, `bib:contributors`, `z:inventors`) as single-field names
 * (`foaf:surname` alone: a Chinese name or an organisation is not split), keywords as `dc:subject` tags.
 */
function zoteroRdf(item: ZoteroItem, about: string): string {
  const doc = window.document.implementation.createDocument(NS.rdf, 'rdf:RDF', null);
  const root = doc.documentElement;
  for (const [prefix, uri] of Object.entries(NS))
    if (prefix !== 'rdf') root.setAttributeNS(XMLNS, `xmlns:${prefix}`, uri);
  const element = (parent: Element, ns: keyof typeof NS, name: string, text?: string) => {
    const child = doc.createElementNS(NS[ns], `${ns}:${name}`);
    if (text !== undefined) child.textContent = text;
    parent.appendChild(child);
    return child;
  };
  const node = element(root, 'rdf', 'Description');
  node.setAttributeNS(NS.rdf, 'rdf:about', about);
  element(node, 'z', 'itemType', item.itemType);
  for (const [name, value] of item.fields) {
    if (name === 'title') element(node, 'dc', 'title', value);
    else element(node, 'z', name, value);
  }
  const containers: Record<string, [keyof typeof NS, string]> = {
    author: ['bib', 'authors'],
    contributor: ['bib', 'contributors'],
    editor: ['bib', 'editors'],
  };
  for (const creatorType of [...new Set(item.creators.map((c) => c.creatorType))]) {
    const [ns, name] = containers[creatorType] ?? ['z', `${creatorType}s`];
    const seq = element(element(node, ns, name), 'rdf', 'Seq');
    for (const creator of item.creators.filter((c) => c.creatorType === creatorType))
      element(element(element(seq, 'rdf', 'li'), 'foaf', 'Person'), 'foaf', 'surname', creator.name);
  }
  for (const tag of item.tags) element(node, 'dc', 'subject', tag);
  return serialize(doc);
}

/** The unAPI format list (unapi.info), of the server or of one id. */
function formatList(id?: string): string {
  const doc = window.document.implementation.createDocument(null, 'formats', null);
  if (id !== undefined) doc.documentElement.setAttribute('id', id);
  const format = doc.createElement('format');
  format.setAttribute('name', unapiFormat.name);
  format.setAttribute('type', unapiFormat.type);
  format.setAttribute('docs', 'https://www.zotero.org/support/dev/data_formats');
  doc.documentElement.appendChild(format);
  return serialize(doc);
}

/**
 * The answer of the site's unAPI address (domain `unapiPath`): without `id` the format list (200); with an id the
 * formats of that record (300, as unAPI says); with `format=rdf_zotero` the document's Zotero item, built from the
 * detail call like the page itself (the page's own data through the call layer). 404 for an id that names no
 * document, 406 for a format not served. Runs inside the renderer's per-request call-layer scope.
 */
export async function unapiResponse(url: URL): Promise<Response> {
  const xml = (status: number, body: string, type = 'application/xml') =>
    new Response(body, {
      status,
      headers: { 'content-type': `${type}; charset=utf-8`, 'cache-control': 'public, max-age=86400' },
    });
  const plain = (status: number, text: string) =>
    new Response(text, {
      status,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    });
  const id = url.searchParams.get('id');
  const format = url.searchParams.get('format');
  if (id === null) return xml(200, formatList());
  const target = parseUnapiId(id);
  if (!target) return plain(404, 'Not Found');
  if (format === null) return xml(300, formatList(id));
  if (format !== unapiFormat.name) return plain(406, 'Not Acceptable');
  try {
    const doc = await getLiterature(target.id, target.type);
    const page = `${url.origin}${documentPath(doc.type, doc.id) ?? ''}`;
    return xml(200, zoteroRdf(zoteroItem(doc, page), page), unapiFormat.type);
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.code === 404 || error.code === 408))
      return plain(404, 'Not Found');
    return plain(502, 'Bad Gateway');
  }
}
