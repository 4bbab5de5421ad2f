import { BlockList, isIP } from 'node:net';

/**
 * Which hop of `X-Forwarded-For` is the client: none (the socket's peer is the client), the Nth
 * address from the right (N proxies each append the address they were reached from), or the first
 * address from the right that is not one of the listed proxies.
 */
export type TrustedProxies = { hops: number } | { list: BlockList; text: string };

/** `0` (default), a count, or a comma list of proxy addresses and CIDRs. */
export function parseTrustedProxies(text: string | undefined): TrustedProxies {
	const value = (text ?? '').trim();
	if (value === '') return { hops: 0 };
	if (/^\d+$/.test(value)) return { hops: Number(value) };
	const list = new BlockList();
	for (const item of value.split(',').map((part) => part.trim())) {
		const [address = '', prefix] = item.split('/');
		const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
		const bits = prefix === undefined ? undefined : Number(prefix);
		if (
			isIP(address) === 0 ||
			(bits !== undefined &&
				!(Number.isInteger(bits) && bits >= 0 && bits <= (type === 'ipv6' ? 128 : 32)))
		) {
			throw new Error(
				`TRUSTED_PROXIES 应为 0、代理层数或以逗号分隔的地址/CIDR / must be 0, a count or a comma list of addresses/CIDRs: ${item}`,
			);
		}
		if (bits === undefined) list.addAddress(address, type);
		else list.addSubnet(address, bits, type);
	}
	return { list, text: value };
}

/**
 * The socket's peer. Under `serve.mjs` it comes in a header that server always overwrites (Astro's
 * `clientAddress` is the first, client-written X-Forwarded-For value once `security.allowedDomains`
 * is set); elsewhere (`astro dev`, `entry.mjs`) it is Astro's `clientAddress`.
 */
export function socketAddressOf(headers: Pick<Headers, 'get'>, astroClientAddress: string): string {
	const header: unknown = Reflect.get(globalThis, Symbol.for('kpy.socketAddressHeader'));
	const fromServer = typeof header === 'string' ? headers.get(header) : null;
	return fromServer || astroClientAddress;
}

/** `::ffff:1.2.3.4` is the IPv4 client 1.2.3.4. */
function unmapAddress(address: string): string {
	const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
	return mapped?.[1] ?? address;
}

function isListed(list: BlockList, address: string): boolean {
	const version = isIP(address);
	return version !== 0 && list.check(address, version === 6 ? 'ipv6' : 'ipv4');
}

/**
 * The client's address for limits and records. Only the hops that trusted proxies appended are
 * believed: whatever the client itself put in `X-Forwarded-For` sits to their left.
 */
export function resolveClientAddress(
	headers: Pick<Headers, 'get'>,
	socketAddress: string,
	trusted: TrustedProxies,
): string {
	const forwarded = (headers.get('x-forwarded-for') ?? '')
		.split(',')
		.map((part) => part.trim())
		.filter(Boolean);
	const chain = [...forwarded, socketAddress].map(unmapAddress);
	if ('hops' in trusted) return chain[Math.max(0, chain.length - 1 - trusted.hops)] ?? '';
	for (let i = chain.length - 1; i > 0; i -= 1) {
		if (!isListed(trusted.list, chain[i] ?? '')) return chain[i] ?? '';
	}
	return chain[0] ?? '';
}

/**
 * The key of per-address limits: an IPv4 address itself, an IPv6 address by its /64 network, which
 * one home or phone is usually handed whole.
 */
export function toAddressGroup(address: string): string {
	const plain = unmapAddress(address);
	if (isIP(plain) !== 6) return plain;
	const [head = '', tail = ''] = plain.toLowerCase().split('::');
	const left = head === '' ? [] : head.split(':');
	const right = tail === '' ? [] : tail.split(':');
	// A dotted IPv4 tail (`::ffff:0:1.2.3.4`) fills two groups.
	const rightGroups = right.length + (right.at(-1)?.includes('.') ? 1 : 0);
	const groups = plain.includes('::')
		? [...left, ...Array(8 - left.length - rightGroups).fill('0'), ...right]
		: left;
	return `${groups
		.slice(0, 4)
		.map((group) => group.replace(/^0+(?=.)/, ''))
		.join(':')}::/64`;
}
