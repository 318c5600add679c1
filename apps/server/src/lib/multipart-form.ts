import type { Phrase } from '@khel/contract/messages';
import { APP_ID, ZCommonBody, type TCommonBody } from '@khel/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import { invalidInput } from '../plugins/api';

/** 2 MB, 1.5 MB, 512 KB: a size limit as a player reads it. */
export const formatBytes = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${Number((bytes / 1024 / 1024).toFixed(1))} MB`
    : `${Math.floor(bytes / 1024)} KB`;

export interface MultipartForm {
  /** The form fields, `appId` as a number. */
  fields: Record<string, unknown>;
  /** The common body of the fields, checked (appId 1502 included). */
  common: TCommonBody;
  /** The files in the order sent, at most `maxFiles`; empty files left out. */
  files: Buffer[];
}

/**
 * Reads a multipart/form-data upload (avatar, feedback screenshots; the @fastify/multipart
 * parser is registered by the players module on the API scope). Files past `maxFiles` are
 * dropped (docs/product.md §5: maxCount truncates); one over `maxBytes` refuses the upload with
 * `tooLarge` (maxSize rejects).
 */
export async function readMultipartForm(
  request: FastifyRequest,
  options: { maxFiles: number; maxBytes: number; tooLarge: Phrase },
): Promise<MultipartForm> {
  if (!request.isMultipart())
    throw new AppError('badRequest', 'Invalid request: send multipart/form-data');
  const fields: Record<string, unknown> = {};
  const files: Buffer[] = [];
  try {
    const parts = request.parts({
      limits: { fileSize: options.maxBytes, files: options.maxFiles, fields: 20, fieldSize: 4096 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        fields[part.fieldname] = part.fieldname === 'appId' ? Number(part.value) : part.value;
      } else if (files.length < options.maxFiles) {
        const bytes = await part.toBuffer();
        if (part.file.truncated) throw new AppError('payloadTooLarge', options.tooLarge);
        if (bytes.length > 0) files.push(bytes);
      } else {
        part.file.resume();
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    // Past maxFiles the parser stops: the files read so far are kept, the rest ignored.
    // Anything else is a broken form (no boundary, cut short, too many fields, __proto__).
    if ((error as { code?: string }).code !== 'FST_FILES_LIMIT') {
      throw new AppError('badRequest', 'Invalid request: malformed multipart/form-data');
    }
  }
  const common = ZCommonBody.safeParse(fields);
  if (!common.success) throw invalidInput(common.error);
  if (common.data.appId !== APP_ID) {
    throw new AppError('badRequest', 'Invalid appId: this app is not served here');
  }
  return { fields, common: common.data, files };
}
