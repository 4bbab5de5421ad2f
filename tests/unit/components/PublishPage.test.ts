import type { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { beforeAll, describe, expect, it } from 'vitest';
import PublishPage from '../../../src/components/PublishPage.astro';
import { DATABASE_ID_MAX } from '../../../src/lib/record-id';
import { createIslandStubContainer } from '../../api/helpers/render-page';

let container: AstroContainer;
beforeAll(async () => {
	// The form's own markup is its tests'; here it is a placeholder that keeps its props.
	container = await createIslandStubContainer();
});

/**
 * After the cutoff an edit still gets the form: the activity id the form island is given, or
 * `null` when the page took none (then it shows the closed notice instead).
 */
async function editedIdOf(idText: string): Promise<number | null> {
	const html = await container.renderToString(PublishPage, {
		props: { device: 'desktop', closed: true },
		request: new Request(`http://localhost/publish-activity?id=${idText}`),
	});
	const props = /<astro-island[^>]*component-url="[^"]*PublishForm[^"]*"[^>]*props="([^"]*)"/.exec(
		html,
	);
	if (!props?.[1]) return null;
	const decoded = JSON.parse(props[1].replaceAll('&quot;', '"')) as { activityId: [0, number] };
	return decoded.activityId[1];
}

describe('the publish page takes an id by the one record-id rule', () => {
	it.each([
		['1', 1],
		[String(DATABASE_ID_MAX), DATABASE_ID_MAX],
		[String(DATABASE_ID_MAX + 1), null],
		['9999999999', null],
		['0', null],
		['abc', null],
	])('?id=%s edits %s', async (idText, expected) => {
		expect(await editedIdOf(idText)).toBe(expected);
	});
});
