import { describe, expect, it } from 'vitest';
import { docxWithParagraphs, pdfWithPages } from '../../../../test/document-fixtures.ts';
import { decodeText, fileTypeOf, parseDocument } from './parse-document.ts';
import { UnreadableDocument } from './unreadable-document.ts';

const reasonOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
    return 'parsed';
  } catch (error) {
    return error instanceof UnreadableDocument ? error.reason : `other: ${String(error)}`;
  }
};

describe('document parsing', () => {
  it('reads the text layer of every page of a PDF', async () => {
    const text = await parseDocument(pdfWithPages([['Return policy', 'Seven days'], ['Shipping takes two days']]), 'pdf');
    expect(text).toContain('Return policy');
    expect(text).toContain('Shipping takes two days');
  });

  it('tells a scanned PDF, an encrypted one and a damaged one apart', async () => {
    expect(await reasonOf(parseDocument(pdfWithPages([[]]), 'pdf'))).toBe('pdfNoText');
    expect(await reasonOf(parseDocument(pdfWithPages([['secret']], { encrypted: true }), 'pdf'))).toBe('encrypted');
    expect(await reasonOf(parseDocument(Buffer.from('not a pdf at all'), 'pdf'))).toBe('pdfDamaged');
  });

  it('reads DOCX paragraphs and refuses an encrypted or broken one', async () => {
    expect(await parseDocument(await docxWithParagraphs(['产品说明书', '按住电源键三秒开机。']), 'docx')).toContain('按住电源键三秒开机。');
    expect(await reasonOf(parseDocument(Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0]), Buffer.alloc(100)]), 'docx'))).toBe('encrypted');
    expect(await reasonOf(parseDocument(Buffer.from('PK broken'), 'docx'))).toBe('docxNotZip');
  });

  it("words a parser's known message as a reason, not the parser's English (the line of a CSV's stray quote kept)", async () => {
    const csv = await parseDocument(Buffer.from('a,b\nx"y,z\n'), 'csv').catch((error: unknown) => error as UnreadableDocument);
    expect(csv).toMatchObject({ reason: 'csvQuotes', detail: '2' });
    const pdf = await parseDocument(Buffer.from('not a pdf at all'), 'pdf').catch((error: unknown) => error as UnreadableDocument);
    expect(pdf).toMatchObject({ reason: 'pdfDamaged', detail: '' });
  });

  it('reads HTML without markup, CSV rows with their headers, and GB18030 text', async () => {
    const html = await parseDocument(Buffer.from('<h1>标题</h1><p>正文 <a href="https://x.example">链接</a></p><script>x()</script>'), 'html');
    expect(html).toContain('正文');
    expect(html).not.toContain('<p>');
    expect(html).not.toContain('x.example');
    expect(await parseDocument(Buffer.from('问题,答案\n怎么开机,按住电源键\n'), 'csv')).toBe('问题: 怎么开机; 答案: 按住电源键');
    const gbk = Buffer.from([0xc4, 0xe3, 0xba, 0xc3]);
    expect(decodeText(gbk)).toBe('你好');
    expect(await reasonOf(parseDocument(Buffer.from('  \n '), 'txt'))).toBe('empty');
  });

  it('knows the file types it reads by extension', () => {
    expect(fileTypeOf('手册.PDF')).toBe('pdf');
    expect(fileTypeOf('notes.markdown')).toBe('md');
    expect(fileTypeOf('a.htm')).toBe('html');
    expect(fileTypeOf('a.exe')).toBeNull();
    expect(fileTypeOf('noext')).toBeNull();
  });
});
