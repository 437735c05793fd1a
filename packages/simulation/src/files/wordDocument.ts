import { escapeUTF8 } from 'entities/escape';

/**
 * A real Word document (WordprocessingML, the package Word, WPS and LibreOffice write) from lines of text:
 * one paragraph a line, a page break between the source pages. jszip is loaded on first use, so no site
 * bundle carries it.
 */
export type WordSource = { title: string; pages: readonly (readonly string[])[] };

/** Text as XML: without the characters XML 1.0 does not allow (control characters a PDF's text layer may carry). */
const escapeXml = (text: string) =>
  // eslint-disable-next-line no-control-regex
  escapeUTF8(text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, ''));

const run = (text: string) =>
  `<w:r><w:rPr><w:rFonts w:ascii="Times New Roman" w:hAnsi="Times New Roman" w:eastAsia="宋体"/></w:rPr><w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r>`;
const pageBreak = '<w:p><w:r><w:br w:type="page"/></w:r></w:p>';

function documentXml(source: WordSource): string {
  const body = source.pages.map((lines) => lines.map((line) => `<w:p>${run(line)}</w:p>`).join('')).join(pageBreak);
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>' +
    body +
    '<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1440" w:right="1800" w:bottom="1440" w:left="1800" w:header="851" w:footer="992" w:gutter="0"/></w:sectPr>' +
    '</w:body></w:document>'
  );
}

const contentTypes =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
  '<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>' +
  '</Types>';
const rootRels =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>' +
  '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/>' +
  '</Relationships>';
const coreXml = (title: string) =>
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/">' +
  `<dc:title>${escapeXml(title)}</dc:title></cp:coreProperties>`;

/** The .docx package's bytes. */
export async function wordDocument(source: WordSource): Promise<Uint8Array> {
  const JSZip = (await import('jszip')).default;
  const zip = new JSZip();
  zip.file('[Content_Types].xml', contentTypes);
  zip.file('_rels/.rels', rootRels);
  zip.file('docProps/core.xml', coreXml(source.title));
  zip.file('word/document.xml', documentXml(source));
  return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
}
