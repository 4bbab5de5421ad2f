import sharp from 'sharp';
import { fontOf } from './font';
import { type CertificateContent, type DrawOp, layoutCertificate, PAGE } from './layout';

/** Pixels per point: an A4 page 893 pixels wide, sharp on a phone's screen and quick to make. */
const SCALE = 1.5;

function escapeAttribute(value: string): string {
	return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
}

/** A line of text as the outline of its glyphs, so the picture needs no font installed. */
function textPath(op: Extract<DrawOp, { op: 'text' }>): string {
	const font = fontOf(op.weight);
	const run = font.layout(op.text);
	const scale = op.size / font.unitsPerEm;
	const width = run.advanceWidth * scale;
	let x = op.align === 'left' ? op.x : op.align === 'center' ? op.x - width / 2 : op.x - width;
	const parts: string[] = [];
	run.glyphs.forEach((glyph, index) => {
		const position = run.positions[index] ?? { xOffset: 0, yOffset: 0, xAdvance: 0 };
		const d = glyph.path
			.scale(scale, -scale)
			.translate(x + position.xOffset * scale, op.y - position.yOffset * scale)
			.toSVG();
		if (d) parts.push(d);
		x += position.xAdvance * scale;
	});
	return `<path fill="${op.color}" d="${parts.join('')}"/>`;
}

function toSvg(op: DrawOp): string {
	if (op.op === 'fill') {
		return `<rect x="${op.x}" y="${op.y}" width="${op.w}" height="${op.h}" fill="${op.color}"/>`;
	}
	if (op.op === 'frame') {
		return `<rect x="${op.x}" y="${op.y}" width="${op.w}" height="${op.h}" fill="none" stroke="${op.color}" stroke-width="${op.lineWidth}"/>`;
	}
	if (op.op === 'qr') {
		const cell = op.size / op.modules.length;
		const cells = op.modules.flatMap((row, r) =>
			row.flatMap((dark, c) =>
				dark ? [`M${op.x + c * cell} ${op.y + r * cell}h${cell}v${cell}h${-cell}z`] : [],
			),
		);
		return `<path fill="#000" shape-rendering="crispEdges" d="${cells.join('')}"/>`;
	}
	return textPath(op);
}

/**
 * The certificate as a PNG for phones and WeChat: the same drawing as the PDF, as SVG with the
 * text in outlines, rasterised by sharp (already the portal's image library).
 */
export async function renderCertificatePng(content: CertificateContent): Promise<Uint8Array> {
	const body = layoutCertificate(content).map(toSvg).join('');
	const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${PAGE.width * SCALE}" height="${PAGE.height * SCALE}" viewBox="0 0 ${PAGE.width} ${PAGE.height}"><title>${escapeAttribute(content.activityTitle)}</title>${body}</svg>`;
	const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 4 }).toBuffer();
	return new Uint8Array(png);
}
