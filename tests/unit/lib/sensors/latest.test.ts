import { describe, expect, it } from 'vitest';
import { latestProperties } from '../../../../src/lib/sensors/latest';

const PAGE = 'https://www.kepuyue.cn/home-list';
const DOMAIN = '.kepuyue.cn';

describe('the $latest_* properties of a visit', () => {
	it('names a direct visit', () => {
		expect(latestProperties(PAGE, '', DOMAIN)).toEqual({
			$latest_traffic_source_type: '直接流量',
			$latest_search_keyword: '未取到值_直接打开',
			$latest_referrer: '',
		});
	});

	it('names a search visit with its keyword, and drops the query of a Baidu referrer', () => {
		expect(latestProperties(PAGE, 'https://www.baidu.com/s?wd=%E7%A7%91%E6%99%AE', DOMAIN)).toEqual(
			{
				$latest_traffic_source_type: '自然搜索流量',
				$latest_search_keyword: '科普',
				$latest_referrer: 'https://www.baidu.com/s',
			},
		);
		expect(latestProperties(PAGE, 'https://cn.bing.com/search?q=kepu', DOMAIN)).toMatchObject({
			$latest_traffic_source_type: '自然搜索流量',
			$latest_search_keyword: 'kepu',
		});
	});

	it('names a social or other referring site', () => {
		expect(latestProperties(PAGE, 'https://weibo.com/u/1', DOMAIN)).toEqual({
			$latest_traffic_source_type: '社交网站流量',
			$latest_search_keyword: '未取到值',
			$latest_referrer: 'https://weibo.com/u/1',
		});
		expect(latestProperties(PAGE, 'https://example.org/p', DOMAIN)).toMatchObject({
			$latest_traffic_source_type: '引荐流量',
		});
	});

	it('leaves the stored ones alone on a move within the site', () => {
		expect(latestProperties(PAGE, 'https://m.kepuyue.cn/list-page', DOMAIN)).toEqual({});
	});

	it('takes UTM parameters from the address, which makes the visit paid', () => {
		expect(latestProperties(`${PAGE}?utm_source=wx&utm_campaign=sept`, '', DOMAIN)).toEqual({
			$latest_traffic_source_type: '付费广告流量',
			$latest_search_keyword: '未取到值_直接打开',
			$latest_referrer: '',
			$latest_utm_source: 'wx',
			$latest_utm_campaign: 'sept',
		});
	});

	it('says the domain could not be found where no cookie domain could be set', () => {
		expect(latestProperties('http://localhost:4321/?utm_source=abc', '', '')).toEqual({
			$latest_traffic_source_type: 'url的domain解析失败',
			$latest_search_keyword: 'url的domain解析失败',
			$latest_referrer: 'url的domain解析失败',
			$latest_utm_source: 'abc',
		});
	});
});
