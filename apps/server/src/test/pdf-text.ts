import { extractText, getDocumentProxy } from 'unpdf';

/** The text of every page of a PDF, joined (tests read money PDFs back). */
export async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}

/** The width and height (pt) of every page of a PDF. */
export async function pdfPageSizes(bytes: Buffer): Promise<{ width: number; height: number }[]> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const sizes = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const { width, height } = (await pdf.getPage(n)).getViewport({ scale: 1 });
    sizes.push({ width, height });
  }
  return sizes;
}
