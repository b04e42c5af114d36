import { Type, type Static } from '@sinclair/typebox';
import type { RawBody } from './route.ts';

/** Part 1 §1 "logo sizes": the largest site image (a logo) an administrator may upload. */
export const SITE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** The image types a site image may be, by extension (checked against the file's real type). */
export const SITE_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp', 'svg'] as const;

/** A stored site image, as the API answers it: `url` is its public address (GET site_files/{id}/{name}). */
export const SiteFileSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  mimetype: Type.String(),
  size: Type.Integer(),
  /** Pixels; null for an SVG (it has no fixed size). */
  width: Type.Union([Type.Integer(), Type.Null()]),
  height: Type.Union([Type.Integer(), Type.Null()]),
  url: Type.String(),
});
export type SiteFile = Static<typeof SiteFileSchema>;

/** Who uploads a site image, and for which host. */
export interface SiteImageUploader {
  /** The session user (recorded in the audit log as the actor). */
  actorId: string;
  /** The host the image is for (recorded with it, as the audit entry's subject). */
  host: string;
}

/**
 * `coreServices.siteFiles`: images of the installation rather than of a
 * course (a host's logo), uploaded by site administrators and served to
 * everyone, visitors included. Who may upload is the caller's rule.
 */
export interface SiteFiles {
  /**
   * Reads a `streamBody` route's multipart upload (the image in a field named
   * `file`), checks it is an image of SITE_IMAGE_EXTENSIONS by its real type
   * and at most SITE_IMAGE_MAX_BYTES (422 'File type not allowed.' or 'File
   * too large.', nothing stored), stores it in the media store, and records
   * it with its `site_files.upload` audit entry in one transaction.
   */
  uploadImage(upload: RawBody, by: SiteImageUploader): Promise<SiteFile>;
}
