// A local S3-compatible server (s3rver) for the object-storage tests and bench:cluster:
// `node scripts/s3-server.mjs <directory> <bucket> [port]` serves <directory> on 127.0.0.1 (port 0 =
// any free one), creates <bucket>, and prints one line `{"port":N}` once it answers. Keys: S3RVER/S3RVER.
import S3rver from 's3rver';

const [directory, bucket, port = '0'] = process.argv.slice(2);
if (!directory || !bucket) {
	console.error('usage: node scripts/s3-server.mjs <directory> <bucket> [port]');
	process.exit(2);
}
const server = new S3rver({
	address: '127.0.0.1',
	port: Number(port),
	directory,
	silent: true,
	configureBuckets: [{ name: bucket }],
});
const { port: listening } = await server.run();
console.log(JSON.stringify({ port: listening }));
const stop = () => server.close().finally(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
