import { PassThrough, pipeline, Transform, type Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { Upload } from '@aws-sdk/lib-storage';
import { checkedKey, type ByteRange, type MediaStore } from './MediaStore.ts';

/** Where an S3-compatible bucket is and how to reach it (docs/operations.md, LMS_S3_*). */
export interface S3StoreSettings {
  bucket: string;
  /** The service's address for stores other than AWS (MinIO, Ceph, R2...); unset for AWS itself. */
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Address buckets as a path (endpoint/bucket/key), which most stores other than AWS need. */
  forcePathStyle: boolean;
  /** Prepended to every key, so one bucket can hold several installations. */
  prefix?: string;
}

/**
 * The media store in an S3-compatible bucket: uploads stream through a
 * multipart upload (parts of 8 MiB, never the whole file in memory), reads
 * stream the object or one byte range.
 */
export class S3MediaStore implements MediaStore {
  private readonly client: S3Client;

  constructor(private readonly settings: S3StoreSettings) {
    const config: S3ClientConfig = {
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      // Checksums only where S3 requires them: stores other than AWS do not all know the newer headers.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      ...(settings.accessKeyId && settings.secretAccessKey ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } } : {}),
    };
    this.client = new S3Client(config);
  }

  /** files/s3sign: the browser PUTs the bytes straight to the bucket, through a presigned address. */
  get direct() {
    return {
      bucket: this.settings.bucket,
      region: this.settings.region,
      presignPut: (key: string, contentType: string, expiresInSeconds: number): Promise<string> =>
        getSignedUrl(this.client, new PutObjectCommand({ Bucket: this.settings.bucket, Key: this.keyOf(key), ContentType: contentType }), { expiresIn: expiresInSeconds }),
    };
  }

  private keyOf(key: string): string {
    return `${this.settings.prefix ?? ''}${checkedKey(key)}`;
  }

  async put(key: string, body: Readable): Promise<{ size: number }> {
    let size = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        size += chunk.length;
        callback(null, chunk);
      },
    });
    // pipeline: a failing source (past the cap, a client gone) fails the upload, which then aborts its parts.
    const counted = pipeline(body, counter, () => undefined);
    const upload = new Upload({ client: this.client, params: { Bucket: this.settings.bucket, Key: this.keyOf(key), Body: counted }, partSize: 8 * 1024 * 1024, queueSize: 2 });
    await upload.done();
    return { size };
  }

  read(key: string, range?: ByteRange): Readable {
    const output = new PassThrough();
    const command = new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.keyOf(key), ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) });
    this.client.send(command).then(
      (answer) => (answer.Body as Readable).on('error', (error) => output.destroy(error)).pipe(output),
      (error: unknown) => output.destroy(error as Error),
    );
    return output;
  }

  async size(key: string): Promise<number> {
    const head = await this.client.send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: this.keyOf(key) }));
    return Number(head.ContentLength ?? 0);
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.keyOf(key) }));
  }
}
