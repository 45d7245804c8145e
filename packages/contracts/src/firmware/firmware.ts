import { z } from 'zod';
import { sortQuery, type ListSort } from '../common/sort.ts';
import { FIRMWARE_NAME_MAX, FIRMWARE_REMARK_MAX, FIRMWARE_VERSION_PATTERN } from './firmware-rules.ts';

export * from './firmware-rules.ts';
export * from './firmware-messages.ts';

/** A storage key as `POST /otaMag/upload` hands it out: the image's md5 and its extension. */
export const FIRMWARE_PATH_PATTERN = /^[0-9a-f]{32}\.(bin|apk)$/;

/** `type` sorts by the board's name in the FIRMWARE_TYPE dictionary, `version` semantically (1.10.0 after 1.9.2). */
export const FIRMWARE_SORTS = ['createDate', 'firmwareName', 'type', 'version', 'size'] as const;
export type FirmwareSort = (typeof FIRMWARE_SORTS)[number];
/** Newest first, what upstream's console asks for with `orderField=create_date&order=desc`. */
export const FIRMWARE_USUAL_SORT: ListSort<FirmwareSort> = { sort: 'createDate', order: 'descend' };

/** `GET /otaMag?page&limit&firmwareName&type&sort&order`, as upstream. */
export const firmwareListQuery = z.object({
  page: z.coerce.number().int().default(1).transform((page) => Math.max(1, page)),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  firmwareName: z.string().trim().max(FIRMWARE_NAME_MAX).default(''),
  type: z.string().trim().max(50).default(''),
  ...sortQuery(FIRMWARE_SORTS),
});
export type FirmwareListQuery = z.infer<typeof firmwareListQuery>;

/** OtaEntity plus the md5 we keep; `size` in bytes. */
export const firmware = z.object({
  id: z.string(),
  firmwareName: z.string(),
  type: z.string(),
  version: z.string(),
  size: z.number().int(),
  md5: z.string(),
  remark: z.string().nullable(),
  firmwarePath: z.string(),
  sort: z.number().int(),
  createDate: z.string(),
  updateDate: z.string(),
});
export type Firmware = z.infer<typeof firmware>;

/** `POST /otaMag`, `PUT /otaMag/{id}`: `firmwarePath` is what the upload answered; size and md5 come from the stored file. */
export const firmwareBody = z.object({
  firmwareName: z.string().trim().min(1).max(FIRMWARE_NAME_MAX),
  type: z.string().trim().min(1).max(50),
  version: z.string().trim().regex(FIRMWARE_VERSION_PATTERN),
  firmwarePath: z.string().trim().regex(FIRMWARE_PATH_PATTERN),
  remark: z.string().trim().max(FIRMWARE_REMARK_MAX).nullish(),
  sort: z.coerce.number().int().min(0).max(9999).default(0),
  /** Sent by upstream's web; ignored, the stored file's size is used. */
  size: z.unknown().optional(),
});
export type FirmwareBody = z.input<typeof firmwareBody>;

/** Answer of `POST /otaMag/upload`. */
export const firmwareUpload = z.object({
  firmwarePath: z.string(),
  md5: z.string(),
  size: z.number().int(),
});
export type FirmwareUpload = z.infer<typeof firmwareUpload>;

/** `DELETE /otaMag/{id[,id]}`: upstream accepts comma-separated ids in the path. */
export const firmwareIdsParam = z.object({
  id: z
    .string()
    .min(1)
    .max(2000)
    .transform((ids) => ids.split(',').map((id) => id.trim()).filter(Boolean))
    .pipe(z.array(z.string().min(1).max(64)).min(1).max(100)),
});

export const firmwareLinkParam = z.object({ uuid: z.string().min(1).max(64) });
