import { gunzipSync } from 'node:zlib';
import { analyticsEvents } from '../db/schema';
import type { Db } from '../db/types';

const MAX_EVENTS_PER_BEACON = 20;
/** Decoded (un-gzipped) JSON of one beacon; a bigger beacon is dropped whole. */
const MAX_DECODED_BYTES = 64 * 1024;
/** One event as JSON; a bigger event is dropped (real page events are well under 1 KB). */
const MAX_EVENT_BYTES = 2048;

interface SensorsRecord {
	event: string;
	distinctId: string;
	properties: Record<string, unknown>;
}

function decodePayload(text: string): unknown {
	const bytes = Buffer.from(text.replace(/ /g, '+'), 'base64');
	// gunzip throws past the cap, so a small bomb never inflates in memory.
	const raw =
		bytes[0] === 0x1f && bytes[1] === 0x8b
			? gunzipSync(bytes, { maxOutputLength: MAX_DECODED_BYTES })
			: bytes;
	if (raw.length > MAX_DECODED_BYTES) throw new Error('beacon too large');
	return JSON.parse(raw.toString('utf8'));
}

function toRecord(value: unknown): SensorsRecord | null {
	if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
	const record = value as Record<string, unknown>;
	const event =
		typeof record.event === 'string'
			? record.event
			: typeof record.type === 'string'
				? record.type
				: '';
	if (event === '' || event.length > 100) return null;
	if (Buffer.byteLength(JSON.stringify(record)) > MAX_EVENT_BYTES) return null;
	const distinctId = typeof record.distinct_id === 'string' ? record.distinct_id.slice(0, 200) : '';
	return { event, distinctId, properties: record };
}

/**
 * Events of one Sensors Data beacon: `data` (one event) or `data_list` (a list), base64 of JSON,
 * or base64 of gzip'd JSON (`gzip=1`). Undecodable payloads give an empty list.
 */
export function decodeSensorsBeacon(fields: Record<string, string>): SensorsRecord[] {
	const text = fields.data_list ?? fields.data;
	if (!text) return [];
	let decoded: unknown;
	try {
		decoded = decodePayload(text);
	} catch {
		return [];
	}
	const list = Array.isArray(decoded) ? decoded : [decoded];
	return list
		.slice(0, MAX_EVENTS_PER_BEACON)
		.map(toRecord)
		.filter((record): record is SensorsRecord => record !== null);
}

export async function storeAnalyticsEvents(
	db: Db,
	project: string,
	records: SensorsRecord[],
	now: Date,
): Promise<number> {
	if (records.length === 0) return 0;
	await db.insert(analyticsEvents).values(
		records.map((record) => ({
			project: project.slice(0, 50) || 'default',
			event: record.event,
			distinctId: record.distinctId,
			properties: record.properties,
			receivedAt: now,
		})),
	);
	return records.length;
}
