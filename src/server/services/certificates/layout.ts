import QRCode from 'qrcode';
import { CAMPAIGN_NAME } from '../../../lib/routes';
import type { CertificateKind } from '../../db/schema';
import { textWidth, type Weight } from './font';

/** What a certificate says, as issued. */
export interface CertificateContent {
	kind: CertificateKind;
	name: string;
	hours: number | null;
	activityTitle: string;
	/** 2025年9月20日, or a span of days. */
	date: string;
	place: string;
	organizer: string;
	issuedOn: string;
	code: string;
	verifyUrl: string;
}

type Align = 'left' | 'center' | 'right';

/** What both the PDF and the picture draw, in points on an A4 portrait page, y downwards. */
export type DrawOp =
	| { op: 'fill'; x: number; y: number; w: number; h: number; color: string }
	| { op: 'frame'; x: number; y: number; w: number; h: number; color: string; lineWidth: number }
	| {
			op: 'text';
			text: string;
			/** Left, centre or right end of the line, as `align` says. */
			x: number;
			/** The baseline. */
			y: number;
			size: number;
			weight: Weight;
			color: string;
			align: Align;
	  }
	| { op: 'qr'; x: number; y: number; size: number; modules: boolean[][] };

export const PAGE = { width: 595.28, height: 841.89 } as const;

const MARGIN = 78;
const INK = '#2b2b2b';
const RED = '#a61b1b';
const GOLD = '#b0862c';
const GREY = '#6b6b6b';
/** Characters that may not begin a line: they stay at the end of the line before. */
const NO_LINE_START = new Set('，。、；：？！”’）》」』…%');

export const TITLES: Record<CertificateKind, string> = {
	participation: '活动参与证明',
	volunteer: '志愿服务证明',
};

/** Characters that may not end a line: they go to the next with what they open. */
const NO_LINE_END = new Set('“‘（《「『');
/** Runs kept whole on a line: numbers, Latin words, addresses. */
const UNBREAKABLE = /[A-Za-z0-9.:/?=&%_-]+|[\s\S]/gu;

/** Lines of `text` no wider than `width` at `size`: broken between characters, not inside a number. */
export function wrap(
	text: string,
	width: number,
	size: number,
	weight: Weight,
	anywhere = false,
): string[] {
	const lines: string[] = [];
	let line = '';
	let lineWidth = 0;
	for (const piece of (anywhere ? [...text] : text.match(UNBREAKABLE)) ?? []) {
		const pieceWidth = textWidth([piece], size, weight);
		if (line && lineWidth + pieceWidth > width && !NO_LINE_START.has(piece)) {
			const last = line.at(-1) ?? '';
			if (NO_LINE_END.has(last) && line.length > 1) {
				lines.push(line.slice(0, -1));
				line = last + piece;
			} else {
				lines.push(line);
				line = piece;
			}
			lineWidth = textWidth([...line], size, weight);
		} else {
			line += piece;
			lineWidth += pieceWidth;
		}
	}
	if (line) lines.push(line);
	return lines;
}

function statement(content: CertificateContent): string {
	if (content.kind === 'volunteer') {
		return `兹证明 ${content.name} 于${content.date}在“${content.activityTitle}”活动中担任志愿者，服务时长 ${content.hours} 小时，特发此证，以资鼓励。`;
	}
	return `兹证明 ${content.name} 于${content.date}参加了“${content.activityTitle}”活动，特发此证。`;
}

function qrModules(text: string): boolean[][] {
	const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
	return Array.from({ length: modules.size }, (_, row) =>
		Array.from({ length: modules.size }, (_, column) => Boolean(modules.get(row, column))),
	);
}

/** The certificate's drawing: frame, title, statement, details, organiser and the QR code. */
export function layoutCertificate(content: CertificateContent): DrawOp[] {
	const ops: DrawOp[] = [
		{ op: 'fill', x: 0, y: 0, w: PAGE.width, h: PAGE.height, color: '#fffdf6' },
		{
			op: 'frame',
			x: 24,
			y: 24,
			w: PAGE.width - 48,
			h: PAGE.height - 48,
			color: GOLD,
			lineWidth: 3,
		},
		{
			op: 'frame',
			x: 34,
			y: 34,
			w: PAGE.width - 68,
			h: PAGE.height - 68,
			color: GOLD,
			lineWidth: 0.8,
		},
	];
	const centre = PAGE.width / 2;
	const text = (
		value: string,
		x: number,
		y: number,
		size: number,
		weight: Weight = 'regular',
		color = INK,
		align: Align = 'left',
	) => ops.push({ op: 'text', text: value, x, y, size, weight, color, align });

	text(CAMPAIGN_NAME, centre, 120, 16, 'regular', GOLD, 'center');
	text(TITLES[content.kind], centre, 185, 38, 'bold', RED, 'center');

	const width = PAGE.width - 2 * MARGIN;
	let y = 270;
	for (const line of wrap(`　　${statement(content)}`, width, 17, 'regular')) {
		text(line, MARGIN, y, 17);
		y += 32;
	}
	y += 18;
	const details: [string, string][] = [
		['活动名称', content.activityTitle],
		['活动时间', content.date],
		['活动地点', content.place],
		['主办单位', content.organizer],
	];
	if (content.kind === 'volunteer') details.push(['服务时长', `${content.hours} 小时`]);
	for (const [label, value] of details) {
		const labelText = `${label}：`;
		const indent = textWidth(labelText, 13, 'bold');
		text(labelText, MARGIN, y, 13, 'bold', GREY);
		for (const line of wrap(value || '—', width - indent, 13, 'regular')) {
			text(line, MARGIN + indent, y, 13);
			y += 22;
		}
		y += 4;
	}

	const right = PAGE.width - MARGIN;
	const organizerLines = wrap(content.organizer, width / 2, 15, 'bold');
	let signY = 655 - (organizerLines.length - 1) * 22;
	for (const line of organizerLines) {
		text(line, right, signY, 15, 'bold', INK, 'right');
		signY += 22;
	}
	text(content.issuedOn, right, signY + 6, 13, 'regular', INK, 'right');

	ops.push({ op: 'qr', x: MARGIN, y: 612, size: 104, modules: qrModules(content.verifyUrl) });
	text('扫码验证证书真伪', MARGIN, 736, 10, 'regular', GREY);
	text(`证书编号：${content.code}`, MARGIN, 756, 12, 'bold', INK);
	for (const [index, line] of wrap(content.verifyUrl, width, 8, 'regular', true).entries()) {
		text(line, MARGIN, 772 + index * 11, 8, 'regular', GREY);
	}
	return ops;
}
