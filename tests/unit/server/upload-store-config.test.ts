import { describe, expect, test } from 'vitest';
import { readServerConfig } from '../../../src/server/config';

describe('UPLOAD_STORE', () => {
	test('unset or local keeps the local directory', () => {
		expect(readServerConfig({}).uploadStore).toEqual({ kind: 'local' });
		expect(readServerConfig({ UPLOAD_STORE: 'local' }).uploadStore).toEqual({ kind: 'local' });
	});

	test('s3://bucket/prefix with the S3_* settings names a bucket, a prefix without slashes and the keys', () => {
		const config = readServerConfig({
			UPLOAD_STORE: 's3://kpy-uploads/portal/files/',
			S3_ENDPOINT: 'https://oss-cn-beijing.aliyuncs.com',
			S3_REGION: 'oss-cn-beijing',
			S3_ACCESS_KEY_ID: 'id',
			S3_SECRET_ACCESS_KEY: 'secret',
			S3_FORCE_PATH_STYLE: 'true',
		});
		expect(config.uploadStore).toEqual({
			kind: 's3',
			bucket: 'kpy-uploads',
			prefix: 'portal/files',
			endpoint: 'https://oss-cn-beijing.aliyuncs.com',
			region: 'oss-cn-beijing',
			accessKeyId: 'id',
			secretAccessKey: 'secret',
			forcePathStyle: true,
		});
		expect(readServerConfig({ UPLOAD_STORE: 's3://kpy-uploads' }).uploadStore).toMatchObject({
			prefix: '',
			region: 'us-east-1',
			forcePathStyle: false,
		});
	});

	test('anything else stops the server with a message naming the variable and the rule', () => {
		expect(() => readServerConfig({ UPLOAD_STORE: 'oss://bucket' })).toThrow(/UPLOAD_STORE 应为/);
		expect(() => readServerConfig({ UPLOAD_STORE: 's3://B/x' })).toThrow(/UPLOAD_STORE/);
		expect(() =>
			readServerConfig({ UPLOAD_STORE: 's3://bucket', S3_ENDPOINT: 'oss-cn-beijing' }),
		).toThrow(/S3_ENDPOINT 应为/);
	});
});
