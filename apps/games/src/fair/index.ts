/** Provably fair maths of Khel Originals; pure TypeScript for the server and the browser. */
export { sha256Hex, hmacSha256, hmacSha256Hex } from './hash';
export { bytesToFloat, generateFloats, type HmacFn, type SeedInput } from './floats';
export * from './games';
