/**
 * Replaces a city select's choices with the chosen province's cities (全部城市 first), fetched
 * from the API only now: the API client stays off the list page until someone changes province.
 */
export async function fillCityChoices(provinceCode: string, city: HTMLSelectElement) {
	city.replaceChildren(new Option(provinceCode ? '全部城市' : '请先选择省份', ''));
	city.disabled = true;
	if (!provinceCode) return;
	try {
		const { getRegionList } = await import('../../lib/api/common');
		const cities = await getRegionList(provinceCode);
		city.append(...cities.map((item) => new Option(item.name, item.code)));
	} finally {
		city.disabled = false;
	}
}
