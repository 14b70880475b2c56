import { relative } from 'node:path';
import { BUILT_IMAGE, buildEmbeddedImage } from '../db/embedded-image.ts';

/** `npm run build -w api`: the embedded database's image that new data folders start from. */
const built = await buildEmbeddedImage(BUILT_IMAGE);
const where = relative(process.cwd(), BUILT_IMAGE);
console.info(built ? `built ${where}` : `${where} is up to date`);
