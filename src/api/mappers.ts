/**
 * Provider shapes (parsed by `./schemas/*`) -> domain entities (`./domain`), with every fallback and derived field
 * of spec §3. Pure functions; the schemas have already checked the types, so nothing here can throw.
 *
 * Fallback rules (also in the report of the API work):
 * - Product images: each of thumbnail, thumbnailPortrait, image, imagePortrait falls back to the images of the same
 *   orientation first, then the others, then PLACEHOLDER_IMAGE:
 *     thumbnail         -> image, thumbnailPortrait, imagePortrait
 *     thumbnailPortrait -> imagePortrait, thumbnail, image
 *     image             -> thumbnail, imagePortrait, thumbnailPortrait
 *     imagePortrait     -> thumbnailPortrait, image, thumbnail
 *   Collections (thumbnail <-> image), slides (image <-> imagePortrait) and trainers (image <-> thumbnail) likewise.
 *   An image with an empty url counts as missing.
 * - Club logos: imageLight <-> imageDark and imageSquareLight <-> imageSquareDark each fall back to the counterpart,
 *   then to the other pair (light before dark); null only when the club has no logo at all.
 * - fullTitle, when absent or empty: title and subtitle joined by one space.
 */

export * from './mappers/common';
export * from './mappers/catalogue';
export * from './mappers/session';
export * from './mappers/more';
