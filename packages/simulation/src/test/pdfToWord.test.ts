import { pdfToWordPrice } from '@wenxian/domain';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  login,
  downCaChe,
  uploadPdfForWord,
  balancePay,
  getUserTranslateFileList,
  getWalletByMemberId,
  setOrder,
} from '@wenxian/api';
import { resetSimulation, SIM_PASSWORD } from '../index';

let now = 0;
beforeEach(() => {
  now = Date.now();
  resetSimulation({ now: () => now });
});
afterEach(() => resetSimulation());

/** A real PDF whose page n says "Page n: words…". */
async function pdfOf(pages: string[]): Promise<File> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const text of pages) pdf.addPage([595, 842]).drawText(text, { x: 50, y: 780, size: 12, font });
  return new File([new Uint8Array(await pdf.save())], 'paper.pdf', { type: 'application/pdf' });
}

async function docxText(blob: Blob): Promise<string> {
  const mammoth = (await import('mammoth')).default;
  return (await mammoth.extractRawText({ buffer: Buffer.from(await blob.arrayBuffer()) })).value;
}

const member = { memberId: 'M1001' };

describe('PDF → Word', () => {
  it('upload → order priced by pages → balance pay → progress → a Word file with the PDF text', async () => {
    await login({ account: '13800000001', password: SIM_PASSWORD });
    const texts = Array.from({ length: 7 }, (_, i) => `Page ${i + 1}: graphene sensor calibration ${i * 11}`);
    const upload = await uploadPdfForWord(await pdfOf(texts));
    expect(upload).toMatchObject({ fileName: 'paper.pdf', pageCount: 7, amount: pdfToWordPrice(7) });

    const order = await setOrder({
      name: `PDF转Word：${upload.fileName}`,
      commodityId: 'CM-PDF2WORD',
      busCode: 'PDF2WORD',
      pdfPath: upload.pdfPath,
    });
    expect(order.amount).toBe(1.4);
    const [waiting] = (await getUserTranslateFileList({ pageNum: 1, pageSize: 10 })).list;
    expect(waiting).toMatchObject({ id: upload.fileId, state: 0, progress: 0, orderId: order.id });
    await expect(downCaChe({ key: upload.fileId }, { silent: true })).rejects.toMatchObject({
      message: '转换尚未完成，请稍后下载',
    });

    await balancePay({ orderId: order.id });
    expect((await getWalletByMemberId(member)).balance).toBe(48.6);
    now += 850; // 1.7 s for 7 pages
    const [halfway] = (await getUserTranslateFileList({ pageNum: 1, pageSize: 10 })).list;
    expect(halfway).toMatchObject({ state: 1, progress: 50 });
    now += 1000;
    const [done] = (await getUserTranslateFileList({ pageNum: 1, pageSize: 10 })).list;
    expect(done).toMatchObject({ state: 2, progress: 100 });

    const file = await downCaChe({ key: upload.fileId });
    expect(file.fileName).toBe(`PDF转Word${now}.doc`);
    const text = await docxText(file.blob);
    for (const line of texts) expect(text).toContain(line);
    expect(text.indexOf('Page 2:')).toBeLessThan(text.indexOf('Page 3:'));
  });

  it('refuses what is not a PDF, anonymous uploads and another user’s file', async () => {
    await expect(uploadPdfForWord(await pdfOf(['x']), { silent: true })).rejects.toMatchObject({ code: 101 });
    await login({ account: '13800000001', password: SIM_PASSWORD });
    const fake = new File(['hello'], 'fake.pdf', { type: 'application/pdf' });
    await expect(uploadPdfForWord(fake, { silent: true })).rejects.toMatchObject({
      message: '文件不是有效的PDF，请重新选择',
    });
    const word = new File(['x'], 'a.docx');
    await expect(uploadPdfForWord(word, { silent: true })).rejects.toMatchObject({ message: '请选择 .pdf 格式的文件' });
    const mine = await uploadPdfForWord(await pdfOf(['mine']));
    await login({ account: '13800000002', password: SIM_PASSWORD });
    expect((await getUserTranslateFileList({ pageNum: 1, pageSize: 10 })).list).toEqual([]);
    await expect(
      setOrder({ name: 'x', commodityId: 'CM-PDF2WORD', busCode: 'PDF2WORD', pdfPath: mine.pdfPath }, { silent: true }),
    ).rejects.toMatchObject({ message: '文件不存在，请重新上传' });
  });
});
