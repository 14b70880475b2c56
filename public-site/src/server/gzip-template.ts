import { constants, crc32, deflateRawSync } from 'node:zlib';

// gzip member header: magic, deflate, no flags, no mtime, no extra flags, unknown OS.
const HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
// The last block of the deflate stream: empty, marked final.
const FINAL_BLOCK = deflateRawSync(Buffer.alloc(0));
const FLUSHED = { finishFlush: constants.Z_FULL_FLUSH } as const;

/** How far back a deflate stream may refer. */
const WINDOW = 32 * 1024;

/**
 * A cached page compressed once around its nonce stand-ins, so each response with a nonce of its
 * own costs a few microseconds instead of gzipping 100 kB again. Each piece is deflated to a
 * byte boundary (a full flush); deflate streams so cut can be laid end to end, so a response is
 * the pieces with the nonce's own deflated bytes between them, one final block, and the CRC-32
 * and length of the whole. Each piece is compressed against what comes before it in the page
 * (a preset dictionary: the rules of the style are what the body's classes repeat), with every
 * nonce there as NUL bytes: no text of the page holds one, so no back-reference lands in a
 * nonce, which differs in each response.
 */
export class GzipTemplate {
  readonly #pieces: readonly { readonly text: Buffer; readonly deflated: Buffer }[];
  readonly #nonceLength: number;

  constructor(html: string, placeholder: string) {
    this.#nonceLength = Buffer.byteLength(placeholder);
    const hole = Buffer.alloc(this.#nonceLength);
    const shareWindow = !html.includes('\0');
    let before = Buffer.alloc(0);
    this.#pieces = html.split(placeholder).map((piece) => {
      const text = Buffer.from(piece);
      const dictionary = shareWindow && before.length > 0 ? { dictionary: before } : {};
      const deflated = deflateRawSync(text, { ...FLUSHED, level: 9, ...dictionary });
      before = Buffer.concat([before, text, hole]).subarray(-WINDOW);
      return { text, deflated };
    });
  }

  /** The page with `nonce` (as long as the stand-in) in every stand-in's place, as one gzip member. */
  render(nonce: string): Buffer {
    const nonceText = Buffer.from(nonce);
    if (nonceText.length !== this.#nonceLength) {
      throw new Error('GzipTemplate: the nonce must be as long as its stand-in');
    }
    const nonceDeflated = deflateRawSync(nonceText, FLUSHED);
    const chunks: Buffer[] = [HEADER];
    let crc = 0;
    let size = 0;
    this.#pieces.forEach((piece, index) => {
      if (index > 0) {
        chunks.push(nonceDeflated);
        crc = crc32(nonceText, crc);
        size += nonceText.length;
      }
      chunks.push(piece.deflated);
      crc = crc32(piece.text, crc);
      size += piece.text.length;
    });
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(crc >>> 0, 0);
    trailer.writeUInt32LE(size >>> 0, 4);
    chunks.push(FINAL_BLOCK, trailer);
    return Buffer.concat(chunks);
  }
}
