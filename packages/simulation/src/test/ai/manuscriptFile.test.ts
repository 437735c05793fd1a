import JSZip from 'jszip';
import { aiLabels } from '@wenxian/domain';
import { describe, expect, it } from 'vitest';
import { DOCX_UNPACKED_MAX_BYTES, readManuscript } from '../../ai/manuscriptFile';

/** A .docx as Word writes its skeleton, with `paragraphs` as the document's text. */
async function docx(paragraphs: Iterable<string>): Promise<File> {
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  );
  const body = Array.from(paragraphs, (text) => `<w:p><w:r><w:t>${text}</w:t></w:r></w:p>`).join('');
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
  );
  const bytes = await zip.generateAsync({
    type: 'arraybuffer',
    compression: 'DEFLATE',
    compressionOptions: { level: 9 },
  });
  return new File([bytes], 'manuscript.docx');
}

describe('a .docx manuscript upload', () => {
  it('reads a real manuscript’s title, abstract and keywords', async () => {
    const read = await readManuscript(
      await docx(['深度学习综述', '摘要：本文综述深度学习。', '关键词：深度学习；神经网络']),
    );
    expect(read).toMatchObject({ title: '深度学习综述', keywords: ['深度学习', '神经网络'] });
  });

  it('refuses a small file that unpacks past the bound, as unreadable, before reading it', async () => {
    const line = '重复的段落'.repeat(200);
    const count = Math.ceil((DOCX_UNPACKED_MAX_BYTES * 1.5) / Buffer.byteLength(line));
    const bomb = await docx(
      (function* () {
        for (let n = 0; n < count; n += 1) yield line;
      })(),
    );
    expect(bomb.size).toBeLessThan(1024 * 1024);
    await expect(readManuscript(bomb)).rejects.toMatchObject({ message: aiLabels.manuscript.unreadable });
  });
});
