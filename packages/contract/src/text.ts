/** The text rule of every request, without zod (the money rules check amounts given as text by it). */

export const TEXT_RULE_MESSAGE = 'must not contain NUL characters or unpaired surrogates';

/**
 * Whether text holds no NUL and is well-formed UTF-16: PostgreSQL refuses NUL in text, and a
 * surrogate without its pair silently becomes U+FFFD on the way to UTF-8.
 */
export function isCleanText(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const unit = value.charCodeAt(i);
    if (unit === 0 || (unit >= 0xdc00 && unit <= 0xdfff)) return false;
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      i += 1;
    }
  }
  return true;
}
