import PDFDocument from 'pdfkit';
import { fontOf } from './font';
import { type CertificateContent, type DrawOp, layoutCertificate, PAGE, TITLES } from './layout';

function draw(doc: PDFKit.PDFDocument, op: DrawOp): void {
	if (op.op === 'fill') doc.rect(op.x, op.y, op.w, op.h).fill(op.color);
	else if (op.op === 'frame') {
		doc.lineWidth(op.lineWidth).rect(op.x, op.y, op.w, op.h).stroke(op.color);
	} else if (op.op === 'qr') {
		const cell = op.size / op.modules.length;
		op.modules.forEach((row, r) => {
			row.forEach((dark, c) => {
				if (dark) doc.rect(op.x + c * cell, op.y + r * cell, cell, cell);
			});
		});
		doc.fill('#000000');
	} else {
		doc.font(op.weight).fontSize(op.size).fillColor(op.color);
		const width = doc.widthOfString(op.text);
		const x = op.align === 'left' ? op.x : op.align === 'center' ? op.x - width / 2 : op.x - width;
		doc.text(op.text, x, op.y, { lineBreak: false, baseline: 'alphabetic' });
	}
}

/**
 * The certificate as a one-page A4 PDF (pdfkit: maintained, and it embeds only the glyphs used
 * of the TrueType font, so the file stays small while its Chinese text can be searched and copied).
 */
export function renderCertificatePdf(content: CertificateContent): Promise<Uint8Array> {
	const doc = new PDFDocument({
		size: [PAGE.width, PAGE.height],
		margin: 0,
		info: {
			Title: `${TITLES[content.kind]}：${content.activityTitle}`,
			Author: content.organizer,
			Subject: content.code,
		},
		lang: 'zh-CN',
	});
	// pdfkit takes a fontkit font as it is: the parsed font and its glyphs are kept across files.
	doc.registerFont('regular', fontOf('regular') as unknown as Buffer);
	doc.registerFont('bold', fontOf('bold') as unknown as Buffer);
	const chunks: Buffer[] = [];
	const done = new Promise<Uint8Array>((resolve, reject) => {
		doc.on('data', (chunk: Buffer) => chunks.push(chunk));
		doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
		doc.on('error', reject);
	});
	for (const op of layoutCertificate(content)) draw(doc, op);
	doc.end();
	return done;
}
