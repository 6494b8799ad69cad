/** Lays out a short report as a real PDF: title, a line of particulars, headings, paragraphs and lists. */
import { PDFDocument, type PDFFont, type PDFPage, StandardFonts, rgb } from 'pdf-lib';
import { type Block, toBlocks } from './demo-text';

export interface PdfReport {
  title: string;
  particulars: string;
  paragraphs: string[];
  author: string;
  /** Printed in the footer of every page (the tenant's name). */
  issuer: string;
  /** Used as the PDF's creation and modification dates, so the file does not depend on when it was seeded. */
  date: Date;
}

// A4 in points, with margins that leave room for a footer.
const pageSize: [number, number] = [595.28, 841.89];
const margin = 64;
const footerY = 36;
const textWidth = pageSize[0] - 2 * margin;
const bulletIndent = 14;
const ink = rgb(0.12, 0.14, 0.17);
const muted = rgb(0.42, 0.45, 0.5);

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

export async function renderPdf(report: PdfReport): Promise<Uint8Array> {
  // Without updateMetadata: false, pdf-lib stamps the current time into the file.
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setTitle(report.title);
  pdf.setAuthor(report.author);
  pdf.setCreator('Freeboard demo data');
  pdf.setProducer('pdf-lib');
  pdf.setCreationDate(report.date);
  pdf.setModificationDate(report.date);

  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);

  let page: PDFPage = pdf.addPage(pageSize);
  let y = pageSize[1] - margin;
  const ensureRoom = (height: number) => {
    if (y - height < margin) {
      page = pdf.addPage(pageSize);
      y = pageSize[1] - margin;
    }
  };
  const drawLines = (lines: string[], font: PDFFont, size: number, x: number, color = ink) => {
    const lineHeight = size * 1.4;
    for (const line of lines) {
      ensureRoom(lineHeight);
      y -= lineHeight;
      page.drawText(line, { x, y, size, font, color });
    }
  };

  drawLines(wrap(report.title, bold, 17, textWidth), bold, 17, margin);
  y -= 4;
  drawLines(wrap(report.particulars, regular, 9, textWidth), regular, 9, margin, muted);
  y -= 10;

  const drawBlock = (block: Block) => {
    if (block.kind === 'heading') {
      ensureRoom(40); // never leave a heading alone at the foot of a page
      y -= 8;
      drawLines(wrap(block.text, bold, 12, textWidth), bold, 12, margin);
      y -= 2;
    } else if (block.kind === 'item') {
      const lines = wrap(block.text, regular, 10.5, textWidth - bulletIndent);
      ensureRoom(15);
      page.drawText('•', { x: margin + 2, y: y - 10.5 * 1.4, size: 10.5, font: regular, color: ink });
      drawLines(lines, regular, 10.5, margin + bulletIndent);
      y -= 2;
    } else {
      drawLines(wrap(block.text, regular, 10.5, textWidth), regular, 10.5, margin);
      y -= 7;
    }
  };
  for (const block of toBlocks(report.paragraphs)) drawBlock(block);

  const pages = pdf.getPages();
  pages.forEach((each, index) => {
    const footer = `${report.issuer} · ${report.title} · page ${index + 1} of ${pages.length}`;
    const [line = ''] = wrap(footer, regular, 8, textWidth);
    each.drawText(line, { x: margin, y: footerY, size: 8, font: regular, color: muted });
  });

  return pdf.save();
}
