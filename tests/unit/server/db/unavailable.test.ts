import { describe, expect, test } from 'vitest';
import { isDatabaseUnavailable } from '../../../../src/server/db/unavailable';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
	test.each([
		['connection refused', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
		['admin shutdown', withCode('terminating connection due to administrator command', '57P01')],
		['starting up', withCode('the database system is starting up', '57P03')],
		['connection exception class 08', withCode('connection failure', '08006')],
		['connection dropped mid-query', new Error('Connection terminated unexpectedly')],
		['pool wait', new Error('timeout exceeded when trying to connect')],
		['dead client', new Error('Client has encountered a connection error and is not queryable')],
		[
			'both addresses of localhost refused',
			new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], ''),
		],
		[
			'wrapped by Drizzle',
			Object.assign(new Error('Failed query: select 1'), {
				cause: withCode('read ECONNRESET', 'ECONNRESET'),
			}),
		],
	])('%s: yes', (_, error) => {
		expect(isDatabaseUnavailable(error)).toBe(true);
	});

	test.each([
		['unique violation', withCode('duplicate key value', '23505')],
		['syntax error', withCode('syntax error at or near "selct"', '42601')],
		['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
		['not an error', 'ECONNREFUSED'],
		['nothing', undefined],
	])('%s: no', (_, error) => {
		expect(isDatabaseUnavailable(error)).toBe(false);
	});
});
