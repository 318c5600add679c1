import { randomBytes } from 'node:crypto';
import { KYC_IMAGE_MIN_PIXELS, type TKycRejectionReason } from '@khel/contract';
import { sha256 } from '../../lib/tokens';
import { imageSize } from './image-size';

/** The three images of a submission, each already known to be an image by its bytes. */
export interface KycImages {
  front: Buffer;
  back: Buffer;
  selfie: Buffer;
}

/** What a provider answers: its reference, and why it refuses the images (empty: for review). */
export interface KycCheck {
  reference: string;
  findings: TKycRejectionReason[];
}

/**
 * A KYC provider's adapter (README.md "Providers"): it checks a submission's images before they
 * are stored. A finding rejects the submission at once; without one it waits for an operator,
 * who decides. A real provider's adapter would also answer its own verdict asynchronously;
 * the sandbox answers at once.
 */
export interface KycProvider {
  code: string;
  check(images: KycImages): Promise<KycCheck>;
}

/**
 * The sandbox provider: checks what it can read from the images themselves — each large enough
 * to read (KYC_IMAGE_MIN_PIXELS on both sides, from the image's own header) and three different
 * pictures (the same photo sent twice is refused).
 */
export const sandboxKycProvider: KycProvider = {
  code: 'sandbox',
  async check(images) {
    const findings: TKycRejectionReason[] = [];
    const all = [images.front, images.back, images.selfie];
    const tooSmall = all.some((bytes) => {
      const size = imageSize(bytes);
      return !size || size.width < KYC_IMAGE_MIN_PIXELS || size.height < KYC_IMAGE_MIN_PIXELS;
    });
    if (tooSmall) findings.push('image_too_small');
    if (new Set(all.map((bytes) => sha256(bytes))).size < all.length) {
      findings.push('images_repeated');
    }
    return { reference: `sbx_${randomBytes(12).toString('hex')}`, findings };
  },
};
