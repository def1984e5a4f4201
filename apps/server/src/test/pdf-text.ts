import { extractText, getDocumentProxy } from 'unpdf';

/** The text of every page of a PDF, joined (tests read money PDFs back). */
export async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}
