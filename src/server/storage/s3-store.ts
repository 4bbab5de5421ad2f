import {
	DeleteObjectCommand,
	GetObjectCommand,
	HeadObjectCommand,
	NoSuchKey,
	PutObjectCommand,
	S3Client,
	S3ServiceException,
} from '@aws-sdk/client-s3';
import { objectKey, type UploadStore } from '../upload-store-config';
import { CONTENT_TYPES, type FileStorage, PUBLIC_PREFIX, STORED_NAME } from './storage';

type S3Settings = Extract<UploadStore, { kind: 's3' }>;

/**
 * Uploads kept in an S3-compatible bucket (AWS S3, Aliyun OSS, Tencent COS, MinIO) under
 * `prefix/<name>`. The public URL stays `/uploads/<name>`: the portal reads the object and serves
 * it with its own headers (nosniff, sandbox), so the bucket itself may stay private.
 */
export function createS3Storage(settings: S3Settings): FileStorage {
	const client = new S3Client({
		region: settings.region,
		...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
		forcePathStyle: settings.forcePathStyle,
		...(settings.accessKeyId && settings.secretAccessKey
			? {
					credentials: {
						accessKeyId: settings.accessKeyId,
						secretAccessKey: settings.secretAccessKey,
					},
				}
			: {}),
	});
	const keyOf = (name: string) => objectKey(settings.prefix, name);
	return {
		async put(name, bytes) {
			if (!STORED_NAME.test(name)) throw new Error(`refusing to store ${name}`);
			const extension = name.slice(name.lastIndexOf('.') + 1);
			await client.send(
				new PutObjectCommand({
					Bucket: settings.bucket,
					Key: keyOf(name),
					Body: bytes,
					ContentType: CONTENT_TYPES[extension] ?? 'application/octet-stream',
				}),
			);
			return `${PUBLIC_PREFIX}${name}`;
		},
		async get(name) {
			if (!STORED_NAME.test(name)) return null;
			try {
				const answer = await client.send(
					new GetObjectCommand({ Bucket: settings.bucket, Key: keyOf(name) }),
				);
				if (!answer.Body) return null;
				return new Uint8Array(await answer.Body.transformToByteArray());
			} catch (error) {
				if (isMissing(error)) return null;
				throw error;
			}
		},
		async has(name) {
			if (!STORED_NAME.test(name)) return false;
			try {
				await client.send(new HeadObjectCommand({ Bucket: settings.bucket, Key: keyOf(name) }));
				return true;
			} catch (error) {
				if (isMissing(error)) return false;
				throw error;
			}
		},
		async delete(name) {
			if (!STORED_NAME.test(name)) return;
			await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: keyOf(name) }));
		},
	};
}

function isMissing(error: unknown): boolean {
	return (
		error instanceof NoSuchKey ||
		(error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)
	);
}
